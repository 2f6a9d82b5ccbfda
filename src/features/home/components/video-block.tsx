/** The video block: a cover with a play button; the player frame is created only when played, in a popup. */
import { useState } from 'react';
import { useHomeVideo, useRecommended } from '../../../data/repositories/home-content';
import { Icon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { Modal } from '../../../ui/modal';
import { Skeleton } from '../../../ui/skeleton';
import { MEDIA } from '../home-constants';
import { Section } from './section';
import styles from './video-block.module.css';

export function VideoBlock() {
  const { data: featured, isLoading: featuredLoading } = useRecommended();
  const seos = featured?.map((p) => p.car_seo);
  const { data: video, isLoading } = useHomeVideo(seos);
  const [playing, setPlaying] = useState(false);
  const name = featured?.find((p) => p.car_seo === video?.seo)?.name ?? 'Toyota';
  const title = `Video Toyota ${name}`.replace('Toyota Toyota', 'Toyota');

  if (!featuredLoading && !isLoading && !video) return null;
  return (
    <Section id="home-video" eyebrow="Video" title="Lihat Lebih Dekat" subtitle="Kenali mobil favorit pelanggan kami sebelum Anda datang ke dealer." alt>
      {!video ? (
        <Skeleton ratio="16 / 9" />
      ) : (
        <button type="button" className={styles.cover} onClick={() => setPlaying(true)} aria-label={`Putar ${title}`}>
          <Image src={video.cover} alt="" width={MEDIA.video.width} height={MEDIA.video.height} className={styles.image} />
          <span className={styles.play}>
            <Icon name="play" size={32} />
          </span>
        </button>
      )}
      {playing && video ? (
        <Modal label={title} onClose={() => setPlaying(false)} wide>
          <VideoPlayer url={video.url} title={title} />
        </Modal>
      ) : null}
    </Section>
  );
}

/** The player, created on demand: an animated image plays in <img>, a file in <video>, anything else (an embed page) in a frame. */
function VideoPlayer({ url, title }: { url: string; title: string }) {
  const path = url.split(/[?#]/)[0];
  if (/\.(svg|gif|webp)$/i.test(path)) return <img className={styles.player} src={url} alt={title} width={MEDIA.video.width} height={MEDIA.video.height} />;
  if (/\.(mp4|webm)$/i.test(path)) return <video className={styles.player} src={url} title={title} controls autoPlay playsInline />;
  return <iframe className={styles.player} src={url} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />;
}
