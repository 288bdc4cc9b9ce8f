// Being written: the rail form replaces this module.
import type { Plan } from '@waybook/core';
import type { PlanTypeForm } from '../plan-form-types.js';

export const form: PlanTypeForm = {
  type: 'rail',
  empty: () => { throw new Error('rail form not written yet'); },
  Fields: () => null,
  validate: (_plan: Plan) => ({}),
};
