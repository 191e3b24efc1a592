/**
 * Texts every map needs, in the portal's languages. They live here rather than in src/i18n so that an island
 * given only `lang` (the location picker) does not pull every UI dictionary into the browser.
 */
const ES = {
  map: 'Mapa',
  marker: 'Marcador',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  resetBearing: 'Orientar al norte',
  closePopup: 'Cerrar',
  ctrlZoom: 'Use Ctrl + rueda para ampliar el mapa',
  cmdZoom: 'Use ⌘ + rueda para ampliar el mapa',
  twoFingers: 'Use dos dedos para mover el mapa',
  attribution: 'Créditos del mapa',
  pickerHelp: 'Pulse en el mapa o arrastre el marcador para indicar el lugar.',
  address: 'Dirección',
  find: 'Buscar en el mapa',
  addressElsewhere: 'El mapa se sitúa en la calle que indique en «{field}».',
  finding: 'Buscando…',
  notFound: 'No se ha encontrado esa dirección. Pruebe con la calle y el número.',
  latitude: 'Latitud',
  longitude: 'Longitud',
  chosen: 'Ubicación elegida: {lat}, {lng}',
  none: 'Todavía no ha elegido una ubicación.',
  loadFailed: 'No se ha podido mostrar el mapa. Puede indicar el lugar con los campos de texto.',
};

export type MapTexts = Record<keyof typeof ES, string>;

const TEXTS: Record<string, MapTexts> = {
  es: ES,
  va: {
    map: 'Mapa',
    marker: 'Marcador',
    zoomIn: 'Apropar',
    zoomOut: 'Allunyar',
    resetBearing: 'Orientar al nord',
    closePopup: 'Tancar',
    ctrlZoom: 'Use Ctrl + roda per a ampliar el mapa',
    cmdZoom: 'Use ⌘ + roda per a ampliar el mapa',
    twoFingers: 'Use dos dits per a moure el mapa',
    attribution: 'Crèdits del mapa',
    pickerHelp: 'Polse en el mapa o arrossegue el marcador per a indicar el lloc.',
    address: 'Adreça',
    find: 'Buscar en el mapa',
    addressElsewhere: 'El mapa se situa en el carrer que indique en «{field}».',
    finding: 'S’està buscant…',
    notFound: 'No s’ha trobat eixa adreça. Prove amb el carrer i el número.',
    latitude: 'Latitud',
    longitude: 'Longitud',
    chosen: 'Ubicació triada: {lat}, {lng}',
    none: 'Encara no ha triat cap ubicació.',
    loadFailed: 'No s’ha pogut mostrar el mapa. Pot indicar el lloc amb els camps de text.',
  },
  ca: {
    map: 'Mapa',
    marker: 'Marcador',
    zoomIn: 'Apropar',
    zoomOut: 'Allunyar',
    resetBearing: 'Orientar al nord',
    closePopup: 'Tancar',
    ctrlZoom: 'Feu servir Ctrl + roda per ampliar el mapa',
    cmdZoom: 'Feu servir ⌘ + roda per ampliar el mapa',
    twoFingers: 'Feu servir dos dits per moure el mapa',
    attribution: 'Crèdits del mapa',
    pickerHelp: 'Feu clic al mapa o arrossegueu el marcador per indicar el lloc.',
    address: 'Adreça',
    find: 'Cercar al mapa',
    addressElsewhere: 'El mapa se situa al carrer que indiqueu a «{field}».',
    finding: 'S’està cercant…',
    notFound: 'No s’ha trobat aquesta adreça. Proveu-ho amb el carrer i el número.',
    latitude: 'Latitud',
    longitude: 'Longitud',
    chosen: 'Ubicació triada: {lat}, {lng}',
    none: 'Encara no heu triat cap ubicació.',
    loadFailed: 'No s’ha pogut mostrar el mapa. Podeu indicar el lloc amb els camps de text.',
  },
  en: {
    map: 'Map',
    marker: 'Marker',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetBearing: 'Reset north',
    closePopup: 'Close',
    ctrlZoom: 'Use Ctrl + scroll to zoom the map',
    cmdZoom: 'Use ⌘ + scroll to zoom the map',
    twoFingers: 'Use two fingers to move the map',
    attribution: 'Map credits',
    pickerHelp: 'Click on the map or drag the marker to set the place.',
    address: 'Address',
    find: 'Find on the map',
    addressElsewhere: 'The map moves to the street you give in “{field}”.',
    finding: 'Searching…',
    notFound: 'That address was not found. Try the street and number.',
    latitude: 'Latitude',
    longitude: 'Longitude',
    chosen: 'Chosen location: {lat}, {lng}',
    none: 'No location chosen yet.',
    loadFailed: 'The map could not be shown. You can give the place with the text fields.',
  },
};

/** The map texts in `lang` (Spanish for a language it lacks). */
export function mapTexts(lang: string): MapTexts {
  return TEXTS[lang] ?? ES;
}

/** MapLibre's own UI strings (canvas label, controls, popups) in `lang`. */
export function mapLibreLocale(lang: string): Record<string, string> {
  const t = mapTexts(lang);
  return {
    'Map.Title': t.map,
    'Marker.Title': t.marker,
    'NavigationControl.ZoomIn': t.zoomIn,
    'NavigationControl.ZoomOut': t.zoomOut,
    'NavigationControl.ResetBearing': t.resetBearing,
    'Popup.Close': t.closePopup,
    'AttributionControl.ToggleAttribution': t.attribution,
    'CooperativeGesturesHandler.WindowsHelpText': t.ctrlZoom,
    'CooperativeGesturesHandler.MacHelpText': t.cmdZoom,
    'CooperativeGesturesHandler.MobileHelpText': t.twoFingers,
  };
}
