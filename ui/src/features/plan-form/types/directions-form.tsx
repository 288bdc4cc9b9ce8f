// Being written: the directions form replaces this module.
import type { Plan } from '@waybook/core';
import type { PlanTypeForm } from '../plan-form-types.js';

export const form: PlanTypeForm = {
  type: 'directions',
  empty: () => { throw new Error('directions form not written yet'); },
  Fields: () => null,
  validate: (_plan: Plan) => ({}),
};
