// The words of the password reset mail (password-reset.ts) in the four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: string;
  intro: (username: string) => string;
  button: string;
  expiry: string;
  ignore: string;
};

export const PASSWORD_RESET_WORDS: Record<Language, Words> = {
  en: {
    subject: 'Reset your Air Gear password',
    intro: (username) =>
      `We received a request to reset the password of your Air Gear account (${username}).`,
    button: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe da Air Gear',
    intro: (username) =>
      `Recebemos um pedido para redefinir a palavra-passe da sua conta Air Gear (${username}).`,
    button: 'Escolher uma nova palavra-passe',
    expiry: 'A ligação só pode ser usada uma vez e expira em 1 hora.',
    ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
  },
  es: {
    subject: 'Restablece tu contraseña de Air Gear',
    intro: (username) =>
      `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Air Gear (${username}).`,
    button: 'Elegir una nueva contraseña',
    expiry: 'El enlace solo se puede usar una vez y caduca en 1 hora.',
    ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Air Gear',
    intro: (username) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Air Gear (${username}).`,
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.',
  },
};
