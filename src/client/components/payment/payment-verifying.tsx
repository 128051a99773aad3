import { Spinner } from '../ui/spinner';

/** The wait while the server confirms a payment with the provider, on the pages the checkout returns to. */
export function PaymentVerifying({ label, title }: { label: string; title: string }) {
  return (
    <>
      <Spinner className="[&>span:first-child]:size-12" label={label} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">Isso leva só alguns segundos.</p>
    </>
  );
}
