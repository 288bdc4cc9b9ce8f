import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  cancel: 'Cancel',
  choose: 'Your trips that you can edit',
  loadingTrips: 'Loading your trips…',
  loadMore: 'Show more trips',
  noTrips: 'You have no other trip that you can edit. You can put the plan in a new trip.',
  thisTrip: '(this trip)',
  menu: {
    label: 'Actions for {{name}}',
    move: 'Move to trip',
    copy: 'Copy to trip',
  },
  newTrip: {
    option: 'A new trip',
    name: 'Name of the new trip',
    failed: 'Unable to create the new trip. Please try again.',
  },
  move: {
    title: 'Move plan',
    intro: 'Choose the trip to move ‘{{name}}’ to.',
    confirm: 'Move plan',
    success: '‘{{plan}}’ moved to ‘{{trip}}’',
    failed: 'Unable to move the plan. Please try again.',
  },
  copy: {
    title: 'Copy plan',
    intro: 'Choose the trip to put a copy of ‘{{name}}’ in.',
    confirm: 'Copy plan',
    success: 'A copy of ‘{{plan}}’ was added to ‘{{trip}}’',
    failed: 'Unable to copy the plan. Please try again.',
  },
  types: {
    air: 'Flight',
    lodging: 'Accommodation',
    car: 'Car hire',
    rail: 'Rail',
    transport: 'Ground transport',
    cruise: 'Cruise',
    restaurant: 'Restaurant',
    activity: 'Activity',
    note: 'Note',
    map: 'Map',
    directions: 'Directions',
    parking: 'Parking',
  },
};

export default messages;
