// Being written: the air form replaces this module.
import type { Plan } from '@waybook/core';
import type { PlanTypeForm } from '../plan-form-types.js';

export const form: PlanTypeForm = {
  type: 'air',
  empty: () => { throw new Error('air form not written yet'); },
  Fields: () => null,
  validate: (_plan: Plan) => ({}),
};
