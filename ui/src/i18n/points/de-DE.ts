import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    noLongerTracked: 'Wir können dieses Programm nicht mehr verfolgen. Ihre Aktivitäten finden Sie auf der Website des Programms.',
    securityQuestion: '{{program}} bittet Sie, eine Sicherheitsfrage zu beantworten.',
    unableToGather:
      'Wir können Ihre Kontoinformationen derzeit nicht abrufen. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support, falls diese Meldung weiterhin angezeigt wird.',
    temporarilyDisabled: 'Dieses Programm ist vorübergehend deaktiviert. Bitte versuchen Sie es später erneut.',
    siteNeedsAttention:
      'Die Website des Programms erfordert Ihre Aufmerksamkeit, bevor wir Ihre Kontoinformationen abrufen können. Bitte melden Sie sich auf der Website des Programms an und versuchen Sie es dann erneut.',
    accountLocked:
      'Laut Website wurde Ihr Konto gesperrt (häufig nach mehreren fehlgeschlagenen Anmeldeversuchen). Bitte aktualisieren Sie Ihre Anmeldedaten oder wenden Sie sich für weitere Informationen an das Programm.',
    invalidCredentials:
      'Die eingegebene Kombination aus Benutzername und Passwort scheint ungültig zu sein. Bitte aktualisieren Sie Ihre Anmeldedaten oder wenden Sie sich für weitere Informationen an das Programm.',
    editToTrack: 'Bearbeiten Sie Ihr Konto, damit dieses Programm automatisch verfolgt wird.',
    forwardStatementNew: 'Neu! Verfolgen Sie Ihren Punktestand, indem Sie Ihren Kontoauszug an {{email}} weiterleiten.',
    balanceOutOfDate: 'Ihr Punktestand ist nicht aktuell. Bitte leiten Sie den Kontoauszug Ihres Bonusprogramms an {{email}} weiter.',
    forwardToStart: 'Leiten Sie die Kontoauszüge Ihrer Bonusprogramme an {{email}} weiter, um loszulegen.',
    cannotAccess: 'Wir können derzeit nicht auf Ihre Kontoinformationen zugreifen. Bitte versuchen Sie es später erneut.',
  },
  label: {
    updating: 'Wird aktualisiert',
    signInProblem: 'Anmeldeproblem',
    securityAnswerNeeded: 'Sicherheitsantwort erforderlich',
    notSupported: 'Nicht unterstützt',
    timeout: 'Zeitüberschreitung',
    disabled: 'Deaktiviert',
    providerError: 'Fehler der Programm-Website',
    lockout: 'Konto gesperrt',
    pendingUserUpdate: 'Aktualisierung erforderlich',
    deprecated: 'Wird nicht mehr verfolgt',
    deprecatedEmailTracked: 'Per E-Mail verfolgen',
    emailTrackedOutOfDate: 'Punktestand veraltet',
    genericError: 'Fehler',
  },
};

export default messages;
