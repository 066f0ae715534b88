/** The number in a price text such as '$1,200,000'. */
export function priceValue(price: string) {
  const value = Number(price.replace(/[^0-9.]/g, ""));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Not a price: "${price}"`);
  return value;
}
