/** Toyota owner communities (invented names) with logo, banner and an HTML profile. */

const ROWS: Array<[string, string, number, number, string]> = [
  // [name, city, founded, members, main activity]
  ['Komunitas Avanza Semarang', 'Semarang', 2012, 420, 'kopdar bulanan di Simpang Lima'],
  ['Toyota Agya Club Jateng', 'Semarang', 2014, 310, 'touring hemat BBM antarkota'],
  ['Veloz Owners Semarang', 'Semarang', 2016, 185, 'diskusi perawatan dan modifikasi ringan'],
  ['Innova Community Solo Raya', 'Surakarta', 2010, 530, 'touring keluarga dan bakti sosial'],
  ['Fortuner Club Jogja', 'Yogyakarta', 2011, 260, 'off-road ringan di lereng Merapi'],
  ['Rush Owners Banyumas', 'Purwokerto', 2015, 140, 'jelajah wisata Banyumas Raya'],
  ['Yaris Cross Community Jateng', 'Semarang', 2023, 95, 'eco driving dan berbagi tips hybrid'],
  ['Raize Club Magelang', 'Magelang', 2022, 80, 'sunrise drive ke Borobudur'],
  ['Calya Family Pekalongan', 'Pekalongan', 2017, 120, 'arisan keluarga dan touring pantai'],
  ['Hilux Adventure Pati', 'Pati', 2013, 75, 'ekspedisi jalur pegunungan Kendeng'],
  ['Corolla Cross Club Salatiga', 'Salatiga', 2021, 60, 'kopdar santai dan safety riding'],
  ['Alphard Owners Jateng-DIY', 'Semarang', 2018, 55, 'gathering eksklusif dan charity dinner'],
  ['Vios Club Tegal', 'Tegal', 2009, 150, 'kopdar mingguan di alun-alun Tegal'],
  ['Kijang Classic Community Semarang', 'Semarang', 2005, 380, 'restorasi dan pameran Kijang klasik'],
  ['Hiace Travel Association Jateng', 'Surakarta', 2019, 90, 'berbagi pengalaman usaha travel'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Club rows ready for insert, in display order. */
export function clubRecords() {
  return ROWS.map(([name, city, founded, members, activity], i) => {
    const seo = slug(name);
    return {
      seo,
      clubName: name,
      logo: `/media/content/clubs/${seo}-logo.svg`,
      banner: `/media/content/clubs/${seo}-banner.svg`,
      clubProfile:
        `<p>${name} berdiri di ${city} pada tahun ${founded} dan kini beranggotakan sekitar ${members} pemilik Toyota.</p>` +
        `<h2>Kegiatan rutin</h2><ul><li>${activity[0].toUpperCase()}${activity.slice(1)}</li><li>Service bersama di bengkel resmi Merapi Toyota</li><li>Kegiatan sosial untuk masyarakat sekitar</li></ul>` +
        '<p>Pemilik Toyota yang ingin bergabung dapat menghubungi pengurus melalui cabang Merapi Toyota terdekat.</p>',
      sort: i + 1,
    };
  });
}
