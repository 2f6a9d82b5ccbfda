import { describe, expect, it } from 'vitest';
import { buyCarLink, chatLink } from '../../../../src/lib/site-links';
import { readOrderPrefill } from '../../../../src/lib/order-prefill';
import { paths } from '../../../../src/lib/paths';

const NONE = { sales_site_url: null, chat_url: null };

describe('Buy a Car', () => {
  it('opens the order wizard with the car picked when the dealer configured no sales site', () => {
    expect(buyCarLink(NONE, { category: 2, model: 3, transmission: 'AT', type: 31, colour: 7 }))
      .toEqual({ href: '/order?category=2&model=3&transmission=AT&type=31&colour=7', external: false });
    expect(buyCarLink(null)).toEqual({ href: '/order', external: false });
  });

  it('opens the sales site in a new tab when SALES_SITE_URL is set', () => {
    expect(buyCarLink({ ...NONE, sales_site_url: 'https://beli.dealer.example' }, { category: 2, model: 3 }))
      .toEqual({ href: 'https://beli.dealer.example', external: true });
  });

  it('drops a type without its transmission (the wizard lists types per transmission)', () => {
    expect(paths.order.getHref({ category: 2, model: 3, type: 31 })).toBe('/order?category=2&model=3');
  });

  it('reads back what the link carries, ignoring what is not an id or a transmission', () => {
    const read = (query: string) => readOrderPrefill(new URLSearchParams(query));
    expect(read('category=2&model=3&transmission=AT&type=31&colour=7')).toEqual({ category: 2, model: 3, transmission: 'AT', type: 31, colour: 7 });
    expect(read('category=2&model=3&transmission=CVT&type=31&colour=x')).toEqual({ category: 2, model: 3, transmission: undefined, type: undefined, colour: undefined });
    expect(read('category=2')).toBeNull();
  });
});

describe('Chat with Us', () => {
  it('opens WhatsApp to the group with a message naming the car, or to the branch on screen', () => {
    const group = new URL(chatLink(NONE, { carName: 'Avanza' }).href);
    expect(`${group.origin}${group.pathname}`).toBe('https://wa.me/6281127008800');
    expect(group.searchParams.get('text')).toBe('Halo Merapi Toyota, saya tertarik dengan Toyota Avanza. Boleh minta info harga, promo dan ketersediaannya?');
    expect(chatLink(NONE, { whatsapp: '0811-2701-0001' }).href).toMatch(/^https:\/\/wa\.me\/6281127010001\?text=Halo/);
  });

  it('opens the chat page when CHAT_URL is set', () => {
    expect(chatLink({ ...NONE, chat_url: 'https://chat.dealer.example' }, { carName: 'Avanza' })).toEqual({ href: 'https://chat.dealer.example', external: true });
  });
});
