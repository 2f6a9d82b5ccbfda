// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelCard } from '../../../../domain/api';
import { VehicleCard } from '../../../../src/app/shell/vehicle-card';

const MODEL = {
  car_model_id: 1, name: 'Avanza', car_seo: 'avanza', image: '/media/cars/avanza/platinum-white-pearl.svg',
  price_otr: 250_000_000, price_disc: 0, harga_mulai: 250_000_000, price_credit: 0,
} as unknown as ModelCard;

function picture(compact: boolean): HTMLImageElement {
  const router = createMemoryRouter([{ path: '/', element: <VehicleCard model={MODEL} compact={compact} /> }]);
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector('img')!;
}

afterEach(cleanup);

describe('a vehicle card picture', () => {
  // `sizes` says how wide it shows, so a phone (device pixel ratio near 2) takes the 480 px rendition for a
  // 112 px thumbnail instead of the 960 one that "100vw" asks for.
  it('names its shown width: 320 px in the menu, 112 px in the phone drawer', () => {
    const menu = picture(false);
    expect(menu.getAttribute('srcset')).toMatch(/ 480w/);
    expect(menu.getAttribute('sizes')).toBe('320px');
    cleanup();
    expect(picture(true).getAttribute('sizes')).toBe('112px');
  });
});
