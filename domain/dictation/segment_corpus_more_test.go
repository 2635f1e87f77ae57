package dictation

import "testing"

// The floors of the Polish, Romanian, Swedish, Slovenian, Lithuanian and Greek corpus, measured
// as segment_corpus_test.go measures the others.
var segmentCorpusMoreFloors = map[string]segmentCorpusFloor{
	"pl": {0.882, 0.692, 0.776, 0, 0},
	"ro": {0.953, 0.672, 0.789, 0, 0},
	"sv": {0.817, 0.672, 0.738, 0, 0},
	"sl": {0.862, 0.557, 0.678, 0, 0},
	"lt": {0.864, 0.711, 0.780, 0, 0},
	"el": {0.877, 0.653, 0.749, 0, 0},
}

var segmentHeldOutMoreFloors = map[string]segmentCorpusFloor{
	"pl": {0.758, 0.313, 0.447, 0, 0},
	"ro": {0.680, 0.313, 0.432, 0, 0},
	"sv": {0.749, 0.456, 0.568, 0, 0},
	"sl": {0.542, 0.409, 0.466, 0, 1},
	"lt": {0.880, 0.409, 0.561, 0, 0},
	"el": {0.766, 0.504, 0.609, 0, 0},
}

func TestSegmentCorpusMoreLanguages(t *testing.T) {
	testSegmentCorpus(t, []string{"pl", "ro", "sv", "sl", "lt", "el"}, segmentCorpusMoreFloors, segmentHeldOutMoreFloors)
}
