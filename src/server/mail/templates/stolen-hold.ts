// The mails of a stolen-gear hold: the reporter hears that gear with their report's serial turned
// up and is now hidden from the public (in their language, with a link to their report); the
// team gets what it needs to review the match (in English, like the contact form's mails).
import type { Language } from '#shared/constants.ts';
import { linkMail, type RenderedMail } from './layout.ts';

type Words = {
  subject: (gear: string) => string;
  found: (gear: string, serial: string) => string;
  next: string;
  button: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    subject: (gear) => `Your stolen ${gear} may have turned up`,
    found: (gear, serial) =>
      `Gear with the serial number of your stolen-gear report (${gear}, serial ${serial}) was registered or listed on Air Gear. It is now hidden from the public.`,
    next: 'Our team reviews the match and will contact you. Do not contact the seller yourself.',
    button: 'See your report',
  },
  pt: {
    subject: (gear) => `O seu ${gear} roubado pode ter aparecido`,
    found: (gear, serial) =>
      `Material com o número de série da sua denúncia de roubo (${gear}, série ${serial}) foi registado ou anunciado na Air Gear. Está agora oculto ao público.`,
    next: 'A nossa equipa verifica a correspondência e entrará em contacto consigo. Não contacte o vendedor por si.',
    button: 'Ver a sua denúncia',
  },
  es: {
    subject: (gear) => `Tu ${gear} robado puede haber aparecido`,
    found: (gear, serial) =>
      `Un equipo con el número de serie de tu denuncia de robo (${gear}, serie ${serial}) se ha registrado o anunciado en Air Gear. Ahora está oculto al público.`,
    next: 'Nuestro equipo revisa la coincidencia y se pondrá en contacto contigo. No contactes tú con el vendedor.',
    button: 'Ver tu denuncia',
  },
  fr: {
    subject: (gear) => `Votre ${gear} volé est peut-être réapparu`,
    found: (gear, serial) =>
      `Du matériel portant le numéro de série de votre signalement de vol (${gear}, série ${serial}) a été enregistré ou mis en vente sur Air Gear. Il est désormais masqué au public.`,
    next: 'Notre équipe vérifie la correspondance et vous contactera. Ne contactez pas le vendeur vous-même.',
    button: 'Voir votre signalement',
  },
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100);

export function stolenHoldReporterMail(input: {
  language: Language;
  name: string;
  siteUrl: string;
  report: { id: string; brand: string; model: string; serial: string };
}): RenderedMail {
  const words = WORDS[input.language];
  const gear = oneLine(`${input.report.brand} ${input.report.model}`);
  return linkMail({
    language: input.language,
    subject: words.subject(gear),
    name: input.name,
    before: [words.found(gear, oneLine(input.report.serial)), words.next],
    button: { label: words.button, url: `${input.siteUrl}/stolen-gear/${input.report.id}` },
    after: [],
  });
}

export function stolenHoldStaffMail(input: {
  siteUrl: string;
  report: { id: string; brand: string; model: string; serial: string };
  item: { id: string; brand: string; model: string; serial: string | null };
  gears: { id: string; name: string }[];
}): RenderedMail {
  const { report, item, siteUrl } = input;
  const listings = input.gears.map(
    (g) => `Listing “${oneLine(g.name)}”: ${siteUrl}/itemdetails/${g.id}`,
  );
  return linkMail({
    language: 'en',
    subject: `Stolen-gear hold: ${oneLine(`${item.brand} ${item.model}`)} (serial ${oneLine(item.serial ?? '')})`,
    name: '',
    before: [
      `An item matches a published stolen-gear report and is now held from the public with its listings.`,
      `Report: ${oneLine(`${report.brand} ${report.model}`)}, serial ${oneLine(report.serial)}: ${siteUrl}/stolen-gear/${report.id}`,
      `Item: ${oneLine(`${item.brand} ${item.model}`)}, serial ${oneLine(item.serial ?? '')} (id ${item.id})`,
      ...(listings.length ? listings : ['No listing shows this item.']),
      'Release the hold in the back office if the match is wrong.',
    ],
    button: { label: 'Open the back office', url: `${siteUrl}/admin/deal-safety` },
    after: [],
  });
}
