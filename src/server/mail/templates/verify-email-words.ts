// The words of the address confirmation mail (verify-email.ts) in the four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
};

export const VERIFY_EMAIL_WORDS: Record<Language, Words> = {
  en: {
    subject: 'Confirm your e-mail address for Air Gear',
    intro: 'Thank you for signing up to Air Gear. Please confirm that this is your e-mail address:',
    button: 'Confirm my e-mail address',
    expiry: 'The link works once and expires in 48 hours.',
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail na Air Gear',
    intro: 'Obrigado por se registar na Air Gear. Confirme que este é o seu endereço de e-mail:',
    button: 'Confirmar o meu endereço de e-mail',
    expiry: 'A ligação só pode ser usada uma vez e expira em 48 horas.',
    ignore: 'Se não criou uma conta, pode ignorar este e-mail.',
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico en Air Gear',
    intro:
      'Gracias por registrarte en Air Gear. Confirma que esta es tu dirección de correo electrónico:',
    button: 'Confirmar mi dirección de correo',
    expiry: 'El enlace solo se puede usar una vez y caduca en 48 horas.',
    ignore: 'Si no has creado una cuenta, puedes ignorar este correo.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Air Gear',
    intro:
      'Merci de vous être inscrit sur Air Gear. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail :',
    button: 'Confirmer mon adresse e-mail',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 48 heures.',
    ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  },
};
