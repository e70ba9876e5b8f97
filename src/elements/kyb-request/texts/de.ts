/** Deutsche Texte — <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'Das Unternehmen, für das diese Anfrage eingerichtet ist, hat keine gültige Kennung (corporate-id), daher kann nichts gesendet werden.',
  title: 'Unternehmensprüfung (KYB)',
  needed: 'Bevor Sie sie beantragen:',
  directors: 'Jeder Geschäftsführer ist angegeben;',
  ubos: 'jeder wirtschaftlich Berechtigte ist angegeben: jede Person mit {threshold} % oder mehr der Anteile, oder ein benannter (besonderer) UBO, wenn niemand so viel hält;',
  kyc: 'jeder von ihnen hat eine bestätigte Identitätsprüfung (KYC): Nachdem Sie eine Person angegeben haben, senden Sie (der Partner) ihr den Link zu ihrer Identitätsprüfung. Der Link stammt aus Ihrer KYC-Einrichtung beim Dienst; diese Seite erstellt und versendet ihn nicht.',
  submit: 'KYB-Prüfung beantragen',
  sent: 'Die KYB-Prüfung wurde beantragt. Ein Compliance-Beauftragter prüft das Unternehmen und legt das Ergebnis fest.',
  outcomeTitle: 'Ergebnis',
  VALIDATED: 'Bestätigt',
  VALIDATED_text: 'Das Unternehmen hat das KYB bestanden: Alle Bankfunktionen stehen ihm offen, auch seine Konten.',
  NEED_ADDITIONAL_INFORMATION: 'Weitere Angaben nötig',
  NEED_ADDITIONAL_INFORMATION_text: 'Compliance braucht weitere Angaben, bevor entschieden wird. Ergänzen Sie das Verlangte und beantragen Sie die Prüfung dann erneut.',
  DECLINED: 'Abgelehnt',
  DECLINED_text: 'Das Unternehmen hat das KYB nicht bestanden: Seine Angaben verstoßen gegen Compliance-Regeln. Die Bankfunktionen bleiben geschlossen.',
  unknown_text: 'Der Dienst hat dieses Ergebnis gemeldet, das das Kit nicht kennt.',
  reason: 'Grund',
} satisfies Catalog['kybRequest'];
