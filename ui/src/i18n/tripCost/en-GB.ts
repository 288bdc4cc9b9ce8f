import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Trip cost',
  back: 'Back to ‘{{name}}’',
  intro: 'The total cost of each plan, with its currency, as you type it. Change any of them, then save them all at once.',
  introViewer: 'The total cost of each plan, as the people who can edit this trip entered it.',
  empty: 'This trip has no plans yet, so there are no costs to show.',
  fieldSuffix: ', total cost',
  placeholder: 'e.g. £120.00',
  notSet: 'Not set',
  noChanges: 'No changes to save',
  changes: 'Unsaved changes: {{number}}',
  save: 'Save all',
  saving: 'Saving the costs…',
  saved: 'Costs saved',
  saveFailed: 'Unable to save the costs. Your changes are still here; please try again.',
};

export default messages;
