// Being written: the transport form replaces this module.
import type { Plan } from '@waybook/core';
import type { PlanTypeForm } from '../plan-form-types.js';

export const form: PlanTypeForm = {
  type: 'transport',
  empty: () => { throw new Error('transport form not written yet'); },
  Fields: () => null,
  validate: (_plan: Plan) => ({}),
};
