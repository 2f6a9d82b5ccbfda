/**
 * The descriptions of what the site publishes: Home's banners and offers, news and their categories,
 * info pages, testimonials and the after-sales pages (the staff start screen's 'Beranda & Publikasi').
 */
import { text, textarea, slug, media, sort, status, link, base, type Descriptions } from './descriptions-fields';

export const PUBLICATION_DESCRIPTIONS: Descriptions<'sliders' | 'offers' | 'news' | 'news-categories' | 'pages' | 'testimonials' | 'after-sales'> = {
  // Home's hero: one banner with its two pictures, so a phone and a desktop show the same title (issue 30.7).
  sliders: {
    ...base, name: 'sliders', label: 'Banner Beranda', singular: 'Banner', title_field: 'title', draft: true,
    fields: [
      text('title', 'Judul', 150),
      { ...media('image', 'Gambar Desktop'), help: 'Lebar, mis. 1440 x 560 px; tampil mulai layar 768 px' },
      { ...media('image_mobile', 'Gambar Mobile'), help: 'Tegak, mis. 720 x 960 px; tampil di ponsel' },
      link('link', 'Tautan'),
      { name: 'overlay', label: 'Tampilkan judul di atas gambar (matikan bila gambar sudah memuat tulisan)', kind: 'boolean' },
      { name: 'start_date', label: 'Tampil Mulai', kind: 'date', help: 'Kosongkan bila langsung tampil' },
      { name: 'end_date', label: 'Tampil Sampai', kind: 'date', help: 'Hari terakhir tampil; kosongkan bila tanpa batas' },
      sort, status,
    ],
    list_fields: ['image', 'title', 'start_date', 'end_date', 'status'], sort_fields: ['title', 'sort', 'id'], default_sort: 'sort',
  },
  offers: {
    ...base, name: 'offers', label: 'Penawaran Khusus', singular: 'Penawaran', title_field: 'title', draft: true,
    fields: [text('title', 'Judul', 150), media('image', 'Gambar'), link('url', 'Tautan'), sort, status],
    list_fields: ['image', 'title', 'status', 'sort'], sort_fields: ['title', 'sort', 'id'], default_sort: 'sort',
  },
  news: {
    ...base, name: 'news', label: 'Berita & Promo', singular: 'Berita', title_field: 'title', draft: true, filter_fields: ['category_id'],
    fields: [
      { name: 'category_id', label: 'Kategori', kind: 'select', collection: 'news-categories', required: true },
      text('title', 'Judul', 200), slug('seo'), media('image', 'Gambar'),
      textarea('text_preview', 'Ringkasan', 500), { name: 'text', label: 'Isi', kind: 'html', max: 100_000, required: true },
      { name: 'posted_at', label: 'Tanggal Terbit', kind: 'date', required: true },
      { name: 'highlight', label: 'Sorotan', kind: 'boolean' }, status,
    ],
    list_fields: ['image', 'title', 'category_id', 'posted_at', 'status'], sort_fields: ['title', 'posted_at', 'id'], default_sort: '-posted_at',
  },
  'news-categories': {
    ...base, name: 'news-categories', label: 'Kategori Berita', singular: 'Kategori Berita', title_field: 'name',
    fields: [text('name', 'Nama', 100), slug('link', 'Slug (URL)'), sort],
    list_fields: ['name', 'link', 'sort'], sort_fields: ['name', 'sort', 'id'], default_sort: 'sort',
  },
  pages: {
    ...base, name: 'pages', label: 'Halaman Info', singular: 'Halaman', title_field: 'title', draft: true,
    fields: [
      text('title', 'Judul', 200), slug('seo'), text('meta_title', 'Judul Meta (SEO)', 160), media('image', 'Gambar', false),
      { name: 'text', label: 'Isi', kind: 'html', max: 100_000, required: true }, status,
    ],
    list_fields: ['title', 'seo', 'status'], sort_fields: ['title', 'id'], default_sort: 'title',
  },
  testimonials: {
    ...base, name: 'testimonials', label: 'Testimoni', singular: 'Testimoni', title_field: 'name',
    fields: [text('name', 'Nama', 100), text('title', 'Keterangan (mis. Pemilik Avanza)', 150), textarea('text', 'Testimoni', 1000), media('image', 'Foto')],
    list_fields: ['image', 'name', 'title'], sort_fields: ['name', 'id'], default_sort: 'id',
  },
  'after-sales': {
    ...base, name: 'after-sales', label: 'Halaman Purna Jual', singular: 'Halaman Purna Jual', title_field: 'title',
    fields: [
      text('title', 'Judul', 200), slug('seo'), textarea('text', 'Teks Pembuka', 2000), media('image', 'Gambar'),
      { name: 'cards', label: 'Kartu Layanan', kind: 'rows', max: 24, columns: [text('title', 'Judul', 150), textarea('text', 'Teks', 1000), media('image', 'Gambar')] },
    ],
    list_fields: ['image', 'title', 'seo'], sort_fields: ['title', 'id'], default_sort: 'id',
  },
};
