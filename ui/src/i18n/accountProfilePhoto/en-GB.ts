import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  label: 'Photo',
  current: 'Your profile photo',
  none: 'No photo yet',
  hint: 'JPEG, PNG or WebP, up to {{maxMegabytes}} MB and {{maxSide}}\u00a0×\u00a0{{maxSide}} pixels.',
  upload: 'Upload photo',
  change: 'Change photo',
  uploading: 'Uploading your photo…',
  remove: 'Remove photo',
  removing: 'Removing your photo…',
  uploaded: 'Your photo has been updated.',
  removed: 'Your photo has been removed.',
  errors: {
    empty: 'This file is empty. Please choose a photo.',
    tooLarge: 'This photo is larger than {{maxMegabytes}} MB. Please choose a smaller one.',
    unsupportedType: 'This file is not a JPEG, PNG or WebP image.',
    unreadable: 'This image could not be read. Please try another file.',
    tooManyPixels: 'This photo is larger than {{maxSide}}\u00a0×\u00a0{{maxSide}} pixels. Please choose a smaller one.',
    failed: 'Unable to update your photo. Please try again.',
  },
};

export default messages;
