// The words of the new message mail (new-message.ts) in the four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: (sender: string, listing: string) => string;
  intro: (sender: string, listing: string) => string;
  button: string;
  why: (profileUrl: string) => string;
};

export const NEW_MESSAGE_WORDS: Record<Language, Words> = {
  en: {
    subject: (sender, listing) => `${sender} sent you a message about ${listing}`,
    intro: (sender, listing) => `${sender} sent you a new message on Air Gear about “${listing}”.`,
    button: 'Read and answer',
    why: (url) =>
      `You get at most one e-mail per conversation every 15 minutes while messages are unread. Switch these e-mails off in your profile: ${url}`,
  },
  pt: {
    subject: (sender, listing) => `${sender} enviou-lhe uma mensagem sobre ${listing}`,
    intro: (sender, listing) =>
      `${sender} enviou-lhe uma nova mensagem na Air Gear sobre «${listing}».`,
    button: 'Ler e responder',
    why: (url) =>
      `Recebe no máximo um e-mail por conversa a cada 15 minutos enquanto houver mensagens por ler. Desligue estes e-mails no seu perfil: ${url}`,
  },
  es: {
    subject: (sender, listing) => `${sender} te ha enviado un mensaje sobre ${listing}`,
    intro: (sender, listing) =>
      `${sender} te ha enviado un nuevo mensaje en Air Gear sobre «${listing}».`,
    button: 'Leer y responder',
    why: (url) =>
      `Recibes como máximo un correo por conversación cada 15 minutos mientras haya mensajes sin leer. Desactiva estos correos en tu perfil: ${url}`,
  },
  fr: {
    subject: (sender, listing) => `${sender} vous a envoyé un message à propos de ${listing}`,
    intro: (sender, listing) =>
      `${sender} vous a envoyé un nouveau message sur Air Gear à propos de « ${listing} ».`,
    button: 'Lire et répondre',
    why: (url) =>
      `Vous recevez au plus un e-mail par conversation toutes les 15 minutes tant que des messages sont non lus. Désactivez ces e-mails dans votre profil : ${url}`,
  },
};
