// The mail about a safety notice that concerns someone: the seller of a listing it matched, the
// owner of a passport item, a user who keeps the listing in favourites, a buyer writing about it.
// Once per person and notice (features/safety-notices/mail-repository.ts). The notice's title is
// in the reader's language when staff wrote one, else English.
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';

export type NoticeRole = 'seller' | 'owner' | 'favourite' | 'buyer';
type Severity = 'grounding' | 'action' | 'info';

type Words = {
  subject: (title: string) => string;
  severity: Record<Severity, string>;
  role: Record<NoticeRole, (gear: string) => string>;
  maybe: string;
  fix: string;
  button: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (title) => `Safety notice: ${title}`,
    severity: {
      grounding: 'Grounding: do not fly until it is fixed.',
      action: 'Action required.',
      info: 'For information.',
    },
    role: {
      seller: (gear) => `A safety notice concerns your listing “${gear}”.`,
      owner: (gear) => `A safety notice concerns your ${gear}.`,
      favourite: (gear) => `A safety notice concerns “${gear}”, in your favourites.`,
      buyer: (gear) => `A safety notice concerns “${gear}”, which you wrote to the seller about.`,
    },
    maybe: 'It may be affected: check the serial number against the notice.',
    fix: 'Once it is fixed, record the fix in the gear passport with a photo as proof.',
    button: 'Read the notice',
  },
  pt: {
    subject: (title) => `Aviso de segurança: ${title}`,
    severity: {
      grounding: 'Interdição: não voe até estar resolvido.',
      action: 'Ação necessária.',
      info: 'Para informação.',
    },
    role: {
      seller: (gear) => `Um aviso de segurança diz respeito ao seu anúncio «${gear}».`,
      owner: (gear) => `Um aviso de segurança diz respeito ao seu ${gear}.`,
      favourite: (gear) => `Um aviso de segurança diz respeito a «${gear}», nos seus favoritos.`,
      buyer: (gear) =>
        `Um aviso de segurança diz respeito a «${gear}», sobre o qual escreveu ao vendedor.`,
    },
    maybe: 'Pode estar afetado: compare o número de série com o aviso.',
    fix: 'Depois de resolvido, registe a correção no passaporte do equipamento com uma foto como prova.',
    button: 'Ler o aviso',
  },
  es: {
    subject: (title) => `Aviso de seguridad: ${title}`,
    severity: {
      grounding: 'Inmovilización: no vueles hasta que esté resuelto.',
      action: 'Requiere acción.',
      info: 'A título informativo.',
    },
    role: {
      seller: (gear) => `Un aviso de seguridad afecta a tu anuncio «${gear}».`,
      owner: (gear) => `Un aviso de seguridad afecta a tu ${gear}.`,
      favourite: (gear) => `Un aviso de seguridad afecta a «${gear}», en tus favoritos.`,
      buyer: (gear) =>
        `Un aviso de seguridad afecta a «${gear}», sobre el que escribiste al vendedor.`,
    },
    maybe: 'Puede estar afectado: comprueba el número de serie con el aviso.',
    fix: 'Cuando esté resuelto, registra la corrección en el pasaporte del equipo con una foto como prueba.',
    button: 'Leer el aviso',
  },
  fr: {
    subject: (title) => `Consigne de sécurité : ${title}`,
    severity: {
      grounding: 'Interdiction de vol : ne volez pas avant la mise en conformité.',
      action: 'Action requise.',
      info: 'Pour information.',
    },
    role: {
      seller: (gear) => `Une consigne de sécurité concerne votre annonce « ${gear} ».`,
      owner: (gear) => `Une consigne de sécurité concerne votre ${gear}.`,
      favourite: (gear) => `Une consigne de sécurité concerne « ${gear} », dans vos favoris.`,
      buyer: (gear) =>
        `Une consigne de sécurité concerne « ${gear} », au sujet duquel vous avez écrit au vendeur.`,
    },
    maybe: 'Le matériel peut être concerné : vérifiez son numéro de série d’après la consigne.',
    fix: 'Une fois la mise en conformité faite, enregistrez-la dans le passeport du matériel avec une photo comme preuve.',
    button: 'Lire la consigne',
  },
};

export function safetyNoticeMail(input: {
  language: Language;
  name: string;
  title: string;
  severity: Severity;
  role: NoticeRole;
  gear: string;
  maybe: boolean;
  url: string;
}): RenderedMail {
  const words = WORDS[input.language];
  const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100);
  const title = clip(input.title);
  return linkMail({
    language: input.language,
    subject: words.subject(title),
    name: input.name,
    before: [
      words.role[input.role](clip(input.gear)),
      `${title}. ${words.severity[input.severity]}`,
      ...(input.maybe ? [words.maybe] : []),
    ],
    button: { label: words.button, url: input.url },
    after: input.role === 'seller' || input.role === 'owner' ? [words.fix] : [],
  });
}
