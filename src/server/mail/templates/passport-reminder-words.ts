// The words of the passport reminder (features/items/reminders.ts) in four languages.
import type { Language } from '#shared/constants.ts';

type Words = {
  subject: string;
  check: (gear: string, date: string) => string;
  repack: (gear: string, date: string) => string;
  button: string;
  why: string;
};

export const PASSPORT_REMINDER_WORDS: Record<Language, Words> = {
  en: {
    subject: 'A check of your gear falls due soon',
    check: (g, d) => `The check of your ${g} falls due on ${d}.`,
    repack: (g, d) => `The repack of your ${g} falls due on ${d}.`,
    button: 'Open my gear',
    why: 'You get this e-mail because your gear has a passport on Air Gear. You can switch these reminders off under "My gear" on your dashboard.',
  },
  pt: {
    subject: 'Uma inspeção do seu equipamento está para breve',
    check: (g, d) => `A inspeção do seu ${g} deve ser feita até ${d}.`,
    repack: (g, d) => `A redobragem do seu ${g} deve ser feita até ${d}.`,
    button: 'Abrir o meu equipamento',
    why: 'Recebe este e-mail porque o seu equipamento tem um passaporte na Air Gear. Pode desligar estes lembretes em "O meu equipamento", no seu painel.',
  },
  es: {
    subject: 'Pronto toca revisar tu equipo',
    check: (g, d) => `La revisión de tu ${g} vence el ${d}.`,
    repack: (g, d) => `El replegado de tu ${g} vence el ${d}.`,
    button: 'Abrir mi equipo',
    why: 'Recibes este correo porque tu equipo tiene un pasaporte en Air Gear. Puedes desactivar estos recordatorios en "Mi equipo", en tu panel.',
  },
  fr: {
    subject: 'Une révision de votre matériel arrive bientôt',
    check: (g, d) => `La révision de votre ${g} est à faire avant le ${d}.`,
    repack: (g, d) => `Le repliage de votre ${g} est à faire avant le ${d}.`,
    button: 'Ouvrir mon matériel',
    why: 'Vous recevez cet e-mail parce que votre matériel a un passeport sur Air Gear. Vous pouvez désactiver ces rappels sous « Mon matériel » dans votre tableau de bord.',
  },
};
