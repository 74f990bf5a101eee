// The words of the mails the server writes to users, in the four languages of the site. They
// live here rather than in public/locales: the browser never needs them, and a typed object
// makes a missing translation a compile error.
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';

type MailStrings = {
  greeting: (name: string) => string;
  footer: string;
  linkFallback: string;
  verify: {
    subject: string;
    intro: string;
    button: string;
    expiry: string;
    ignore: string;
  };
  reset: {
    subject: string;
    intro: (username: string) => string;
    button: string;
    expiry: string;
    ignore: string;
  };
};

export const MAIL_STRINGS: Record<Language, MailStrings> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'Air Gear, the marketplace for used paragliding gear.',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    verify: {
      subject: 'Confirm your e-mail address for Air Gear',
      intro:
        'Thank you for signing up to Air Gear. Please confirm that this is your e-mail address:',
      button: 'Confirm my e-mail address',
      expiry: 'The link works once and expires in 48 hours.',
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your Air Gear password',
      intro: (username) =>
        `We received a request to reset the password of your Air Gear account (${username}).`,
      button: 'Choose a new password',
      expiry: 'The link works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
  },
  pt: {
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    footer: 'Air Gear, o mercado de material de parapente usado.',
    linkFallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    verify: {
      subject: 'Confirme o seu endereço de e-mail na Air Gear',
      intro: 'Obrigado por se registar na Air Gear. Confirme que este é o seu endereço de e-mail:',
      button: 'Confirmar o meu endereço de e-mail',
      expiry: 'A ligação só pode ser usada uma vez e expira em 48 horas.',
      ignore: 'Se não criou uma conta, pode ignorar este e-mail.',
    },
    reset: {
      subject: 'Redefina a sua palavra-passe da Air Gear',
      intro: (username) =>
        `Recebemos um pedido para redefinir a palavra-passe da sua conta Air Gear (${username}).`,
      button: 'Escolher uma nova palavra-passe',
      expiry: 'A ligação só pode ser usada uma vez e expira em 1 hora.',
      ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    footer: 'Air Gear, el mercado de material de parapente de segunda mano.',
    linkFallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    verify: {
      subject: 'Confirma tu dirección de correo electrónico en Air Gear',
      intro:
        'Gracias por registrarte en Air Gear. Confirma que esta es tu dirección de correo electrónico:',
      button: 'Confirmar mi dirección de correo',
      expiry: 'El enlace solo se puede usar una vez y caduca en 48 horas.',
      ignore: 'Si no has creado una cuenta, puedes ignorar este correo.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Air Gear',
      intro: (username) =>
        `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Air Gear (${username}).`,
      button: 'Elegir una nueva contraseña',
      expiry: 'El enlace solo se puede usar una vez y caduca en 1 hora.',
      ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    footer: 'Air Gear, la place de marché du matériel de parapente d’occasion.',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    verify: {
      subject: 'Confirmez votre adresse e-mail pour Air Gear',
      intro:
        'Merci de vous être inscrit sur Air Gear. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail :',
      button: 'Confirmer mon adresse e-mail',
      expiry: 'Le lien ne fonctionne qu’une fois et expire dans 48 heures.',
      ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe Air Gear',
      intro: (username) =>
        `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Air Gear (${username}).`,
      button: 'Choisir un nouveau mot de passe',
      expiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.',
    },
  },
};

/** users.language is free text in the database: anything unknown falls back to English. */
export function mailLanguage(language: string | null | undefined): Language {
  return LANGUAGES.find((l) => l === language) ?? FALLBACK_LANGUAGE;
}
