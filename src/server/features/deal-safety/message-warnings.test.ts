import { describe, expect, it } from 'vitest';
import { messageWarnings, siteHostOf } from './message-warnings.ts';

const site = 'airgear.example';
const kinds = (text: string) => messageWarnings(text, site);

describe('message warnings', () => {
  it.each([
    ['Write to joao.silva@gmail.com', ['email']],
    ['joao (at) gmail (dot) com', ['email']],
    ['pierre arobase orange point fr', ['email']],
    ['escribe a carmen arroba gmail punto com', ['email']],
    ['my email is on my profile', ['email']],
    ['envoie sur mon adresse mail', ['email']],
    ['Call +351 912 345 678 after six', ['phone']],
    ['06 12 34 56 78', ['phone']],
    ['0171-1234567', ['phone']],
    ['liga-me amanhã', ['phone']],
    ['llámame mañana', ['phone']],
    ['appelle-moi ce soir', ['phone']],
    ['Message me on WhatsApp', ['messenger']],
    ['whats app me', ['messenger']],
    ['w h a t s a p p please', ['messenger']],
    ['W.H.A.T.S.A.P.P', ['messenger']],
    ['wh4tsapp', ['messenger']],
    ['manda zap', ['messenger']],
    ['escríbeme por guasap', ['messenger']],
    ['on signal', ['messenger']],
    ['contacte-moi sur Telegram', ['messenger']],
    ['https://wa.me/351912345678', ['messenger']],
    ['t.me/lena_flies', ['messenger']],
    ['pay here: https://paypal.me/joao/1800', ['payment_link']],
    ['track it at dhl-secure-delivery.com/track', ['payment_link']],
    ['photos: https://imgur.com/a/xyz', ['external_link']],
    ['www.example.org', ['external_link']],
    ['WhatsApp +44 7700 900123 or mail x@y.co', ['email', 'phone', 'messenger']],
  ])('%s → %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    'Is it still available? I could come on Saturday.',
    'The price is 1 850 € and it has 120 hours.',
    'Checked on 12.05.2023, porosity fine, serial 09-0123.',
    'I lost GPS signal near the launch.',
    'See https://airgear.example/itemdetails/123 for the harness.',
    'Olá, ainda está disponível? Posso ver amanhã?',
    '¿Sigue disponible? Puedo pagar en mano.',
    'Bonjour, la voile est-elle toujours à vendre ?',
  ])('no warning: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('reads the host of SITE_URL', () => {
    expect(siteHostOf('https://www.airgear.example/')).toBe('airgear.example');
    expect(siteHostOf('not a url')).toBe('');
  });
});
