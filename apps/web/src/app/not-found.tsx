// 404 page in the site's voice, with a way back.
import Link from 'next/link';
import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function NotFound() {
  return (
    <PlaceholderPage
      eyebrow="Signal lost · 404"
      title="Lost in the black"
      intro="There is nothing at this address on the Cortex."
      plansTitle="Where to go"
      plans={['Check the address for typos.', 'Or pick a section from the navigation above.']}
    >
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </PlaceholderPage>
  );
}
