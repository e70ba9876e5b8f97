/** Textos dos passos seguintes a uma alteração de contactos (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Próximos passos',
  email: 'O endereço de e-mail {email} tem de ser verificado novamente.',
  sendEmail: 'Enviar o e-mail de verificação',
  emailSent: 'Foi enviado um e-mail de verificação para {email}.',
  phone: 'O número de telefone {phone} tem de ser verificado com um código que lhe é enviado.',
  sendCode: 'Enviar o código',
  resendCode: 'Enviar um novo código',
  codeSent: 'Foi enviado um código para o {phone}.',
  code: 'Código de verificação',
  codeHint: 'O código recebido por SMS.',
  verify: 'Verificar',
  phoneVerified: 'O número de telefone {phone} está verificado.',
  address: 'O novo endereço será analisado pelo serviço. Peça ao cliente que confirme que está correto e completo.',
} satisfies Catalog['contactFollowUps'];
