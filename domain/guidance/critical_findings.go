package guidance

// The critical findings, by ID. Each language names them in its own file.
const (
	tensionPneumothorax    = "tension-pneumothorax"
	pneumothorax           = "pneumothorax"
	pulmonaryEmbolism      = "pulmonary-embolism"
	pneumoperitoneum       = "pneumoperitoneum"
	intracranialHemorrhage = "intracranial-hemorrhage"
	aorticDissection       = "aortic-dissection"
	aorticRupture          = "aortic-rupture"
	acuteStroke            = "acute-stroke"
	largeVesselOcclusion   = "large-vessel-occlusion"
	testicularTorsion      = "testicular-torsion"
	ovarianTorsion         = "ovarian-torsion"
	misplacedDevice        = "misplaced-tube-or-line"
	bowelPerforation       = "bowel-perforation"
)

// replacedByNarrower names, for a finding, the narrower one that makes it redundant when both
// are found; it is the same in every language: a tension pneumothorax is the pneumothorax worth
// naming.
var replacedByNarrower = map[string]string{pneumothorax: tensionPneumothorax}
