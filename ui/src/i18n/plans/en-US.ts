// Plans (reservations) and their documents (namespace `plans`). Upload error texts are produced by
// @waybook/core's documentUploadErrorMessage; the modal shows the error code (`code`) separately,
// with its copy button.
const messages = {
  documents: {
    upload: {
      sizeExceeded: 'This file is too large to upload.',
      storageFailure: "We couldn't save your document. Please try again.",
      invalidContent: "The file's content is invalid or damaged.",
      unsupportedImageType: "This image format isn't supported.",
      unsupportedMediaType: "This type of file isn't supported.",
      imageTooTall: 'This image is too tall. Please resize it and try again.',
      imageTooWide: 'This image is too wide. Please resize it and try again.',
      contentNotInitialized: "The document wasn't ready to upload. Please try again.",
      invalidState: "The document can't be uploaded right now. Please try again.",
      contentUnidentifiable: "We couldn't identify this file's content for its file type.",
      unsupportedContentType: "This content type isn't supported.",
      failed: 'Unable to upload the document. Please try again.',
    },
  },
  // Collapsed one-line plan summaries (core planSummaryParts); parts are joined with `separator`.
  summary: {
    separator: ' · ',
    text: '{{text}}',
    room: '{{count}} room',
    rooms: '{{count}} rooms',
    guest: '{{count}} guest',
    guests: '{{count}} guests',
    passenger: '{{count}} passenger',
    passengers: '{{count}} passengers',
    tableFor: 'Table for {{count}}',
    cabin: 'Cabin {{number}}',
    coach: 'Coach {{number}}',
    seat: 'Seat {{seats}}',
    seats: 'Seats {{seats}}',
  },
} as const;

export default messages;
