/** The video block: a cover with a play button; the player is created only when played, in a popup. */
import { useHomeVideo, useRecommended } from '../../../data/repositories/home-content';
import { Skeleton } from '../../../ui/skeleton';
import { VideoPopup } from '../../../ui/video-popup';
import { Section } from './section';

export function VideoBlock() {
  const { data: featured, isLoading: featuredLoading } = useRecommended();
  const seos = featured?.map((p) => p.car_seo);
  const { data: video, isLoading } = useHomeVideo(seos);
  const name = featured?.find((p) => p.car_seo === video?.seo)?.name ?? 'Toyota';
  const title = `Video Toyota ${name}`.replace('Toyota Toyota', 'Toyota');

  if (!featuredLoading && !isLoading && !video) return null;
  return (
    <Section id="home-video" eyebrow="Video" title="Lihat Lebih Dekat" subtitle="Kenali mobil favorit pelanggan kami sebelum Anda datang ke dealer." alt>
      {video ? <VideoPopup video={video} title={title} /> : <Skeleton ratio="16 / 9" />}
    </Section>
  );
}
