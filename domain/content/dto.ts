/**
 * One schema per content collection, shared by the staff screens (the form's rules) and the
 * server (the 422). Field names follow the public contract where it has them. The schemas are in
 * dto-catalogue.ts, dto-publication.ts and dto-service.ts, made of the fields in dto-fields.ts.
 */
import type { FormSchema } from '../forms/validate';
import type { ContentCollection } from './collections';
import { CategoryDto, ModelDto, TypeDto, ColourDto, SpecificationDto, AccessoryDto, CreditRateDto, VoucherDto, LeasingPartnerDto, TradeInValueDto } from './dto-catalogue';
import { SliderDto, OfferDto, NewsDto, NewsCategoryDto, PageDto, TestimonialDto, AfterSalesDto } from './dto-publication';
import { ClubDto, SparePartDto, BrochureDto, BranchDto, BranchCityDto, MaintenanceStepDto, SlotCapacityDto, TestdriveUnitDto } from './dto-service';

export const CONTENT_DTOS: Record<ContentCollection, FormSchema> = {
  categories: CategoryDto,
  models: ModelDto,
  types: TypeDto,
  colours: ColourDto,
  specifications: SpecificationDto,
  sliders: SliderDto,
  offers: OfferDto,
  news: NewsDto,
  'news-categories': NewsCategoryDto,
  pages: PageDto,
  clubs: ClubDto,
  'spare-parts': SparePartDto,
  accessories: AccessoryDto,
  brochures: BrochureDto,
  branches: BranchDto,
  'branch-cities': BranchCityDto,
  'credit-rates': CreditRateDto,
  vouchers: VoucherDto,
  testimonials: TestimonialDto,
  'after-sales': AfterSalesDto,
  'leasing-partners': LeasingPartnerDto,
  'tradein-values': TradeInValueDto,
  'maintenance-plan': MaintenanceStepDto,
  'slot-capacity': SlotCapacityDto,
  'testdrive-units': TestdriveUnitDto,
};
