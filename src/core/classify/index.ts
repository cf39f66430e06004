// The layered topic-word classifier (seed paper 003, notes/algorithms.md §3): notebook and tag
// suggestions and the keep/flag filter. Pure: runs in the service worker, the popup and Node.
export { layersFromClip, layersFromHtml, type ClipText, type PageLayers } from './layers';
export { featuresOf, type PageFeatures, type Layer, type LayeredSentence } from './features';
export { FLAG, KEEP, TopicModel, filterClass, notebook, tag, type ClassKind, type ClassRef, type ModelState, type TrainingDoc } from './model';
export { classScores, SHIPPED_FACTORS, type ClassScore, type ScoreFactors } from './score';
export { filterVerdict, suggest, type FilterVerdict, type NotebookSuggestion, type Suggestion } from './suggest';
export { sentencesOf, wordsOf } from './words';
