import {createHash} from 'node:crypto';
import type {PlatformContext} from '../../context.js';
import type {ImageRecord, MetafieldRecord} from '../../store/types.js';
import {gid, numericGid} from '../util.js';

export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  preferredContentType?: string | null;
  scale?: number | null;
}

export function imageUrl(ctx: PlatformContext, name: string, t: ImageTransform = {}): string {
  const ext = t.preferredContentType ? t.preferredContentType.toLowerCase().replace('jpg', 'jpg') : 'png';
  const params = new URLSearchParams({v: '1'});
  const scale = t.scale && t.scale > 1 ? Math.min(t.scale, 3) : 1;
  if (t.maxWidth) params.set('width', String(t.maxWidth * scale));
  if (t.maxHeight) params.set('height', String(t.maxHeight * scale));
  if (t.crop && t.maxWidth && t.maxHeight) params.set('crop', t.crop.toLowerCase());
  return `${ctx.origin}/cdn/shop/files/${encodeURIComponent(name)}.${ext}?${params}`;
}

export function imageView(ctx: PlatformContext, image: ImageRecord) {
  const plain = imageUrl(ctx, image.name);
  return {
    __typename: 'Image',
    id: gid('ProductImage', image.id),
    altText: image.alt,
    width: image.width,
    height: image.height,
    url: (args: {transform?: ImageTransform | null}) => imageUrl(ctx, image.name, args.transform ?? {}),
    src: plain,
    originalSrc: plain,
    transformedSrc: (args: ImageTransform) => imageUrl(ctx, image.name, args),
  };
}

export function mediaImageView(ctx: PlatformContext, image: ImageRecord) {
  const view = imageView(ctx, image);
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', image.id),
    alt: image.alt,
    image: view,
    previewImage: view,
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}

export interface MetafieldOwner {
  metafields: MetafieldRecord[];
  ownerGid: string;
  parent: () => unknown;
  updatedAt: string;
}

export function metafieldView(ctx: PlatformContext, owner: MetafieldOwner, m: MetafieldRecord, resolveRef: (value: string) => unknown) {
  const id = parseInt(createHash('sha1').update(`${owner.ownerGid}/${m.namespace}/${m.key}`).digest('hex').slice(0, 10), 16);
  return {
    __typename: 'Metafield',
    id: gid('Metafield', id),
    namespace: m.namespace,
    key: m.key,
    type: m.type,
    value: m.value,
    description: null,
    createdAt: owner.updatedAt,
    updatedAt: owner.updatedAt,
    parentResource: owner.parent,
    reference: () => (m.type.endsWith('_reference') && !m.type.startsWith('list.') ? resolveRef(m.value) : null),
    references: null,
  };
}

/** Adds `metafield(namespace,key)` and `metafields(identifiers)` resolvers for an owner. */
export function metafieldFields(ctx: PlatformContext, owner: MetafieldOwner, resolveRef: (value: string) => unknown = () => null) {
  const find = (namespace: string, key: string) => {
    const m = owner.metafields.find((x) => x.namespace === namespace && x.key === key);
    return m ? metafieldView(ctx, owner, m, resolveRef) : null;
  };
  return {
    metafield: (args: {namespace: string; key: string}) => find(args.namespace, args.key),
    metafields: (args: {identifiers: Array<{namespace: string; key: string}>}) => args.identifiers.map((i) => find(i.namespace, i.key)),
  };
}

export function variantIdOf(value: string): number | undefined {
  return numericGid(value, 'ProductVariant');
}
