// Being written: the note form replaces this module.
import type { Plan } from '@waybook/core';
import type { PlanTypeForm } from '../plan-form-types.js';

export const form: PlanTypeForm = {
  type: 'note',
  empty: () => { throw new Error('note form not written yet'); },
  Fields: () => null,
  validate: (_plan: Plan) => ({}),
};
