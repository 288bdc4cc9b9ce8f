// Being written: the map form replaces this module.
import type { Plan } from '@waybook/core';
import type { PlanTypeForm } from '../plan-form-types.js';

export const form: PlanTypeForm = {
  type: 'map',
  empty: () => { throw new Error('map form not written yet'); },
  Fields: () => null,
  validate: (_plan: Plan) => ({}),
};
