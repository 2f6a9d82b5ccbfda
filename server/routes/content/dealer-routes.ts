/** Regions, branch lookups, bank accounts and the dealer-profile calls (POST {seo}). */
import type { FastifyInstance } from 'fastify';
import type { DealerContact, DealerIcon, DealerImage, DealerMaps, DealerPromo } from '../../../domain/api';
import { NotFoundError, ok } from '../../http/envelope';
import { findBranch, listBanks, listBranchCities, listBranches, listCities, listProvinces } from './dealer-repository';
import { answers } from '../../http/response-schemas';
import {
  bankAnswer, branchAnswer, branchCityAnswer, cityAnswer, cityCode, dealerPartAnswers, provinceAnswer, provinceCode, seoBody,
} from './schemas';

type Branch = NonNullable<Awaited<ReturnType<typeof findBranch>>>;

/** What each dealer/{part} call answers for a branch. */
const PARTS: Record<string, { summary: string; pick: (b: Branch) => unknown }> = {
  slider: { summary: 'Dealer image slider (DealerImage[])', pick: (b): DealerImage[] => b.slider.map((image) => ({ image })) },
  icon: { summary: 'Dealer service icons with external links (DealerIcon[])', pick: (b): DealerIcon[] => b.icons },
  maps: { summary: 'Dealer map embed URL (DealerMaps)', pick: (b): DealerMaps => ({ maps: b.maps }) },
  contact: {
    summary: 'Dealer contact card (DealerContact)',
    pick: (b): DealerContact => ({
      meta_title: `${b.name} - Dealer Resmi Toyota`, nama_cabang: b.name, phone: b.phone, whatsapp: b.whatsapp, email: b.email, alamat: b.address,
    }),
  },
  nea: { summary: 'Dealer emergency-assistance images (DealerImage[])', pick: (b): DealerImage[] => b.nea.map((image) => ({ image })) },
  promo: { summary: 'Dealer events and promos (DealerPromo[])', pick: (b): DealerPromo[] => b.promo },
};

export default async function dealerRoutes(app: FastifyInstance) {
  const tags = ['dealers'];
  app.get('/provinsi', { schema: { tags, summary: 'All provinces by code (Province[])', response: answers(provinceAnswer) } }, async () => ok(await listProvinces(app.db)));

  app.post('/kota', {
    schema: { tags, summary: 'Cities of a province (City[]); an unknown province gives an empty list', body: { type: 'object', properties: { province_code: provinceCode }, required: ['province_code'] } as const, response: answers(cityAnswer) },
  }, async (request) => ok(await listCities(app.db, request.body.province_code)));

  app.get('/cabang/kota', { schema: { tags, summary: 'Cities that have branches (BranchCity[])', response: answers(branchCityAnswer) } }, async () => ok(await listBranchCities(app.db)));

  app.post('/cabang', {
    schema: { tags, summary: 'Branches of a branch city (Branch[])', body: { type: 'object', properties: { city_code: cityCode }, required: ['city_code'] } as const, response: answers(branchAnswer) },
  }, async (request) => ok(await listBranches(app.db, request.body.city_code)));

  app.get('/member/bank', { schema: { tags, summary: 'Booking-fee bank accounts (Bank[])', response: answers(bankAnswer) } }, async () => ok(await listBanks(app.db)));

  for (const [part, { summary, pick }] of Object.entries(PARTS)) {
    app.post(`/dealer/${part}`, { schema: { tags, summary, body: seoBody, response: answers(dealerPartAnswers[part]) } }, async (request) => {
      const branch = await findBranch(app.db, request.body.seo);
      if (!branch) throw new NotFoundError('Cabang tidak ditemukan');
      return ok(pick(branch));
    });
  }
}
