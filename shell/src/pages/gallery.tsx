import { usePageTitle } from '@qmj/web-kit/ui';
import { Col, Container, Row } from 'react-bootstrap';

interface Tile {
  title: string;
  caption: string;
  sky: string;
  accent: string;
  kind: 'stage' | 'camera' | 'mug' | 'shirt' | 'album' | 'tarp';
}

const TILES: Tile[] = [
  {
    title: 'Wedding reception lights',
    caption: 'Uplighting and a warm stage wash',
    sky: '#2b1638',
    accent: '#f2b134',
    kind: 'stage',
  },
  {
    title: 'Debut coverage',
    caption: 'Photo and same-day-edit video',
    sky: '#3e2a5a',
    accent: '#c0587e',
    kind: 'camera',
  },
  { title: 'Couple mugs', caption: 'Names and date on matching mugs', sky: '#f6efe3', accent: '#7a3e9d', kind: 'mug' },
  {
    title: 'Barkada shirts',
    caption: 'Custom prints for the whole group',
    sky: '#e6f0f5',
    accent: '#3e7d9d',
    kind: 'shirt',
  },
  {
    title: 'Christening album',
    caption: 'A keepsake album of the day',
    sky: '#fbe9ee',
    accent: '#c0587e',
    kind: 'album',
  },
  {
    title: 'Fiesta tarpaulin',
    caption: 'Large-format tarpaulin printing',
    sky: '#fff6dd',
    accent: '#d9822b',
    kind: 'tarp',
  },
];

function Drawing({ tile }: { tile: Tile }) {
  const { sky, accent, kind } = tile;
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={tile.title}>
      <rect width="320" height="200" fill={sky} />
      {kind === 'stage' && (
        <g>
          <polygon points="60,0 90,0 160,160 20,160" fill={accent} opacity="0.3" />
          <polygon points="230,0 260,0 300,160 160,160" fill="#c0587e" opacity="0.3" />
          <rect x="20" y="160" width="280" height="24" fill="#7a3e9d" />
          <circle cx="160" cy="120" r="16" fill="#fff" opacity="0.8" />
        </g>
      )}
      {kind === 'camera' && (
        <g>
          <rect x="90" y="60" width="140" height="90" rx="12" fill="#111" />
          <rect x="130" y="45" width="50" height="20" rx="4" fill="#111" />
          <circle cx="160" cy="105" r="32" fill={accent} />
          <circle cx="160" cy="105" r="18" fill="#222" />
          <circle cx="210" cy="75" r="5" fill="#f2b134" />
        </g>
      )}
      {kind === 'mug' && (
        <g>
          <rect x="70" y="60" width="70" height="90" rx="8" fill="#fff" stroke={accent} strokeWidth="4" />
          <path d="M140 80 h14 a16 16 0 0 1 0 40 h-14" fill="none" stroke={accent} strokeWidth="6" />
          <rect x="180" y="60" width="70" height="90" rx="8" fill={accent} />
          <path d="M250 80 h14 a16 16 0 0 1 0 40 h-14" fill="none" stroke={accent} strokeWidth="6" />
          <text x="105" y="110" textAnchor="middle" fontSize="14" fill={accent} fontFamily="Georgia, serif">
            J&amp;M
          </text>
        </g>
      )}
      {kind === 'shirt' && (
        <g>
          <path d="M110 50 l30 -15 h40 l30 15 l30 30 l-25 20 l-15 -12 v92 h-80 v-92 l-15 12 l-25 -20 Z" fill={accent} />
          <text x="160" y="110" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff">
            QMJ
          </text>
        </g>
      )}
      {kind === 'album' && (
        <g>
          <rect x="90" y="40" width="140" height="120" rx="6" fill={accent} />
          <rect x="105" y="55" width="110" height="70" fill="#fff" />
          <circle cx="135" cy="85" r="12" fill="#f2b134" />
          <polygon points="110,120 150,90 180,120" fill="#7a3e9d" />
        </g>
      )}
      {kind === 'tarp' && (
        <g>
          <rect x="40" y="40" width="240" height="110" fill={accent} />
          <circle cx="48" cy="48" r="4" fill="#fff" />
          <circle cx="272" cy="48" r="4" fill="#fff" />
          <text x="160" y="105" textAnchor="middle" fontSize="26" fontWeight="700" fill="#fff">
            MABUHAY!
          </text>
        </g>
      )}
    </svg>
  );
}

/** `/qmjimages`: a gallery of the business's work, drawn in SVG (no downloaded images). */
export function GalleryPage() {
  usePageTitle('Our Work');
  return (
    <Container className="py-5">
      <h1 className="display-6 fw-bold">Our Work</h1>
      <p className="lead text-body-secondary mb-4">
        A few of the events we have lit and covered, and things we have made.
      </p>
      <Row xs={1} sm={2} lg={3} className="g-4">
        {TILES.map((tile) => (
          <Col key={tile.title}>
            <figure className="qmj-tile bg-white rounded-3 shadow-sm p-2 mb-0">
              <Drawing tile={tile} />
              <figcaption className="px-2 pt-2">
                <span className="fw-semibold d-block">{tile.title}</span>
                <span className="small text-body-secondary">{tile.caption}</span>
              </figcaption>
            </figure>
          </Col>
        ))}
      </Row>
    </Container>
  );
}
