import { describe, expect, it } from 'vitest';
import { PRODUCT_SLIDER_BREAKPOINTS } from '../../../../domain/constants';
import { TYPE_CAROUSEL_BREAKPOINTS } from '../../../../src/features/car-detail/car-detail-constants';
import { perViewSizes, pickBreakpoint } from '../../../../src/lib/use-media-query';

describe('slides per view', () => {
  it('picks the widest breakpoint a width reaches', () => {
    expect([0, 575, 576, 991, 1200, 1920].map((width) => pickBreakpoint(PRODUCT_SLIDER_BREAKPOINTS, width))).toEqual([1, 1, 2, 3, 4, 4]);
  });

  it('gives a card picture the share of the viewport its slot takes, widest first, steps of equal count merged', () => {
    expect(perViewSizes(PRODUCT_SLIDER_BREAKPOINTS)).toBe('(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw');
    expect(perViewSizes(TYPE_CAROUSEL_BREAKPOINTS)).toBe('(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw');
    expect(perViewSizes([[0, 2]])).toBe('50vw');
    expect(perViewSizes([[600, 3]])).toBe('(min-width: 600px) 33vw, 100vw');
  });
});
