// Being written: replaced by the screen of this route.
export default function Page(_props: { readonly mode?: 'create' | 'edit'; readonly unfiled?: boolean }) {
  return null;
}
