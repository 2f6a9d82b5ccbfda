import { describe, expect, it } from 'vitest';
import { INFO_PAGES, paths, toQuery } from '../../../../src/lib/paths';

describe('paths', () => {
  it('builds the links of the spec route table', () => {
    expect(paths.testDrive.getHref({ category: 2, model: 14 })).toBe('/test-drive?category=2&model=14');
    expect(paths.testDrive.getHref()).toBe('/test-drive');
    expect(paths.carDetail.getHref('avanza')).toBe('/avanza');
    expect(paths.journey.getHref()).toBe('/merapi-journey');
    expect(paths.club.getHref()).toBe('/merapi-club');
    expect(paths.clubDetail.getHref('veloz-owners')).toBe('/merapi-club/veloz-owners');
    expect(paths.afterSalesDetail.getHref('general-repair')).toBe('/after-sales/general-repair');
    expect(paths.info.getHref(INFO_PAGES.emergency)).toBe('/info/merapi-emergency-asistance');
    expect(paths.newsRead.getHref('promo akhir tahun')).toBe('/news/promo%20akhir%20tahun');
    expect(paths.detailTradeIn.getHref(7)).toBe('/tradein/detail/7');
  });

  it('leaves empty query values out', () => {
    expect(toQuery({ a: 1, b: null, c: undefined, d: '' })).toBe('?a=1');
    expect(toQuery({})).toBe('');
  });
});
