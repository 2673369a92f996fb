export const API_VERSION = '2023-04';

export const API_VERSIONS = [
  {handle: '2023-04', displayName: '2023-04', supported: true},
  {handle: 'unstable', displayName: 'unstable', supported: false},
];
