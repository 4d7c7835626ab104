/**
 * docs/product-rules.md#statuses: the card answer's html (a form with id `bank-3d-form`) is inserted into the page and
 * submitted, which takes the customer to the bank's 3-D Secure step.
 */
export function submitBankHtml(container: HTMLElement, html: string): boolean {
  container.innerHTML = html;
  const form = container.querySelector<HTMLFormElement>('form#bank-3d-form');
  if (!form) return false;
  form.submit();
  return true;
}

/** The bank-gateway answer (3D_PAY_HOSTING): the same, built from `gatewayUrl` and `formData`. */
export function submitGatewayForm(container: HTMLElement, gatewayUrl: string, fields: Record<string, string>): void {
  const form = container.ownerDocument.createElement('form');
  form.id = 'bank-3d-form';
  form.method = 'post';
  form.action = gatewayUrl;
  for (const [name, value] of Object.entries(fields)) {
    const input = container.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  container.replaceChildren(form);
  form.submit();
}
