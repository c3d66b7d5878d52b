// The photos sent with the request, as small thumbnails; each opens full size in a new tab. The
// addresses are the customer's own (served only to their session). A PDF sent as a "photo" has
// no picture to shrink: it is a named link instead.
import { FileText } from 'lucide-react';
import type { PortalRequestDetail } from '@shared/customer-portal/customer-portal';
import { useI18n } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

const THUMBNAIL_SIZE = 96;

export function RequestPhotos({ photos }: { photos: PortalRequestDetail['photos'] }) {
  const i18n = useI18n();
  return (
    <RequestSection title={i18n._('account.photos.heading')}>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, index) => {
          const name = i18n._('account.photos.name', { number: index + 1, total: photos.length });
          return (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {photo.contentType.startsWith('image/') ? (
                  <img
                    src={photo.url}
                    alt={name}
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    loading="lazy"
                    decoding="async"
                    className="size-24 object-cover"
                  />
                ) : (
                  <span className="flex size-24 flex-col items-center justify-center gap-1 p-2 text-center text-xs">
                    <FileText className="size-6" aria-hidden />
                    {i18n._('account.photos.pdf', { name })}
                  </span>
                )}
                <span className="sr-only"> {i18n._('account.photos.newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </RequestSection>
  );
}
