/** Kontaktandmete muutmisele järgnevate sammude tekstid (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Mis edasi saab',
  email: 'E-posti aadress {email} tuleb uuesti kinnitada.',
  sendEmail: 'Saada kinnituskiri',
  emailSent: 'Kinnituskiri saadeti aadressile {email}.',
  phone: 'Telefoninumber {phone} tuleb kinnitada sellele saadetud koodiga.',
  sendCode: 'Saada kood',
  resendCode: 'Saada uus kood',
  codeSent: 'Kood saadeti numbrile {phone}.',
  code: 'Kinnituskood',
  codeHint: 'SMS-iga saadud kood.',
  verify: 'Kinnita',
  phoneVerified: 'Telefoninumber {phone} on kinnitatud.',
  address: 'Teenus kontrollib uut aadressi. Paluge kliendil kinnitada, et see on õige ja täielik.',
} satisfies Catalog['contactFollowUps'];
