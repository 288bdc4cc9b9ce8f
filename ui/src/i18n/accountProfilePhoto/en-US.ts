/** The photo section of Edit Profile (/account/profile/edit). */
const messages = {
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
    empty: 'This file is empty. Choose a photo.',
    tooLarge: 'This photo is larger than {{maxMegabytes}} MB. Choose a smaller one.',
    unsupportedType: 'This file is not a JPEG, PNG or WebP image.',
    unreadable: 'This image could not be read. Try another file.',
    tooManyPixels: 'This photo is larger than {{maxSide}}\u00a0×\u00a0{{maxSide}} pixels. Choose a smaller one.',
    failed: 'Unable to update your photo. Please try again.',
  },
} as const;

export default messages;
