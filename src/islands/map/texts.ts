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
  ctrlZoom: 'Usa Ctrl + rueda para ampliar el mapa',
  cmdZoom: 'Usa ⌘ + rueda para ampliar el mapa',
  twoFingers: 'Usa dos dedos para mover el mapa',
  attribution: 'Créditos del mapa',
  pickerHelp: 'Pulsa en el mapa o arrastra el marcador para indicar el lugar.',
  address: 'Dirección',
  find: 'Buscar en el mapa',
  finding: 'Buscando…',
  notFound: 'No se ha encontrado esa dirección. Prueba con la calle y el número.',
  latitude: 'Latitud',
  longitude: 'Longitud',
  chosen: 'Ubicación elegida: {lat}, {lng}',
  none: 'Todavía no has elegido una ubicación.',
  loadFailed: 'No se ha podido mostrar el mapa. Puedes indicar el lugar con los campos de texto.',
};

export type MapTexts = Record<keyof typeof ES, string>;

const TEXTS: Record<string, MapTexts> = {
  es: ES,
  va: {
    map: 'Mapa',
    marker: 'Marcador',
    zoomIn: 'Apropa',
    zoomOut: 'Allunya',
    resetBearing: 'Orienta al nord',
    closePopup: 'Tanca',
    ctrlZoom: 'Usa Ctrl + roda per a ampliar el mapa',
    cmdZoom: 'Usa ⌘ + roda per a ampliar el mapa',
    twoFingers: 'Usa dos dits per a moure el mapa',
    attribution: 'Crèdits del mapa',
    pickerHelp: 'Polsa en el mapa o arrossega el marcador per a indicar el lloc.',
    address: 'Adreça',
    find: 'Busca en el mapa',
    finding: 'S’està buscant…',
    notFound: 'No s’ha trobat eixa adreça. Prova amb el carrer i el número.',
    latitude: 'Latitud',
    longitude: 'Longitud',
    chosen: 'Ubicació triada: {lat}, {lng}',
    none: 'Encara no has triat cap ubicació.',
    loadFailed: 'No s’ha pogut mostrar el mapa. Pots indicar el lloc amb els camps de text.',
  },
  ca: {
    map: 'Mapa',
    marker: 'Marcador',
    zoomIn: 'Apropa',
    zoomOut: 'Allunya',
    resetBearing: 'Orienta al nord',
    closePopup: 'Tanca',
    ctrlZoom: 'Fes servir Ctrl + roda per ampliar el mapa',
    cmdZoom: 'Fes servir ⌘ + roda per ampliar el mapa',
    twoFingers: 'Fes servir dos dits per moure el mapa',
    attribution: 'Crèdits del mapa',
    pickerHelp: 'Fes clic al mapa o arrossega el marcador per indicar el lloc.',
    address: 'Adreça',
    find: 'Cerca al mapa',
    finding: 'S’està cercant…',
    notFound: 'No s’ha trobat aquesta adreça. Prova-ho amb el carrer i el número.',
    latitude: 'Latitud',
    longitude: 'Longitud',
    chosen: 'Ubicació triada: {lat}, {lng}',
    none: 'Encara no has triat cap ubicació.',
    loadFailed: 'No s’ha pogut mostrar el mapa. Pots indicar el lloc amb els camps de text.',
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
