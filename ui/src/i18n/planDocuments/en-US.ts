// The documents section of the plan view (namespace `planDocuments`). Upload refusals use the
// `plans:documents.upload.*` texts produced by @waybook/core's documentUploadErrorMessage.
const messages = {
  title: 'Documents',
  hint: 'GIF, JPEG, PNG or PDF, up to {{maxMegabytes}} MB each (images up to {{maxSide}} × {{maxSide}} pixels). Up to {{max}} documents per plan.',
  limitReached: 'This plan has reached its limit of {{max}} documents. Delete one to add another.',
  upload: 'Add document',
  uploading: 'Uploading {{name}}…',
  uploaded: '{{name}} was added.',
  loading: 'Loading documents…',
  loadError: "We couldn't load the documents.",
  retry: 'Try again',
  empty: 'No documents yet. Add boarding passes, tickets or booking confirmations.',
  download: 'Download {{name}}',
  pdf: 'PDF',
  image: 'Image',
  size: {
    bytes: '{{value}} bytes',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
  },
  actions: {
    rename: 'Rename',
    renameLabel: 'Rename {{name}}',
    delete: 'Delete',
    deleteLabel: 'Delete {{name}}',
  },
  cancel: 'Cancel',
  rename: {
    title: 'Rename Document',
    label: 'Document name',
    save: 'Save',
    success: 'The document was renamed to {{name}}.',
  },
  delete: {
    title: 'Delete this document?',
    body: '“{{name}}” will be deleted for everyone on this trip. This cannot be undone.',
    confirm: 'Delete document',
    success: '{{name}} was deleted.',
  },
  errors: {
    fileRefused: '“{{name}}” couldn’t be added. {{reason}}',
    nameRequired: 'Please enter a name for the document.',
    nameTooLong: 'Document name is too long.',
    limit: 'A plan can hold up to {{max}} documents. Delete one to add another.',
    failed: 'Something went wrong. Please try again.',
    code: '(Error code: {{code}})',
  },
} as const;

export default messages;
