// The Trip Cost screen (namespace `tripCost`): each plan's total cost (amount and currency), totals per currency and each plan type's share.
const messages = {
  heading: 'Trip cost',
  back: 'Back to “{{name}}”',
  intro: 'The total cost of each plan: type the amount as you like and pick its currency. Change any of them, then save them all at once.',
  introViewer: 'The total cost of each plan, as the people who can edit this trip entered it.',
  empty: 'This trip has no bookings yet, so there are no costs to show.',
  notSet: 'Not set',
  totals: 'Totals',
  noTotals: 'No costs entered yet.',
  totalIn: 'Total in {{currency}}',
  sharesIn: 'Share of each plan type in {{currency}}',
  unreadable_one: '{{count}} cost can’t be read as an amount, so it’s shown as typed and left out of the totals.',
  unreadable_other: '{{count}} costs can’t be read as amounts, so they’re shown as typed and left out of the totals.',
  notCounted: '(not in the totals)',
  noChanges: 'No changes to save',
  changes: 'Unsaved changes: {{number}}',
  save: 'Save all',
  saving: 'Saving the costs…',
  saved: 'Costs saved',
  saveFailed: 'Unable to save the costs. Your changes are still here; please try again.',
} as const;

export default messages;
