/** Текстове на <svc-sca-pending>. */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Необходимо е потвърждение',
  pushInstructions: 'Отворете известието, изпратено до регистрираното Ви устройство, и потвърдете действието.',
  pushDevice: 'Устройство: {device}',
  joinCodeInstructions: 'Въведете този код на регистрираното си устройство, за да потвърдите действието:',
  signingInstructions: 'Действието се подписва на регистрираното Ви устройство…',
  requiredInstructions: 'Това действие изисква потвърждение. Стартиране…',
  approveThenContinue: 'Потвърдете действието на регистрираното си устройство, след което натиснете „Продължи“.',
  continue: 'Продължи',
  remaining: 'Оставащо време: {time}',
  announceStart: 'Необходимо е потвърждение. Оставащо време: {time}.',
  announceRemaining: 'Оставащо време за потвърждение: {time}.',
  approved: 'Потвърдено.',
  expired: 'Времето за потвърждение изтече.',
  failed: 'Потвърждението не беше успешно.',
  cancel: 'Отказ',
  retry: 'Опитайте отново',
} satisfies Catalog['scaPending'];
