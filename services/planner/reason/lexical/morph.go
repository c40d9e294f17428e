package lexical

import (
	"slices"
	"strings"
)

// irregular maps English irregular verb forms and plurals, which a
// suffix-stripping stemmer cannot relate to their base, to that base
// ("bought" → "buy", "children" → "child"). Applied to tool text and query
// alike, before stemming.
var irregular = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(`arise arose arisen
awake awoke awoken
be was were been
bear bore borne
beat beaten
become became
begin began begun
bend bent
bet
bid
bind bound
bite bit bitten
bleed bled
blow blew blown
break broke broken
breed bred
bring brought
build built
burn burnt
buy bought
catch caught
choose chose chosen
come came
cost
creep crept
cut
deal dealt
dig dug
do did done
draw drew drawn
dream dreamt
drink drank drunk
drive drove driven
eat ate eaten
fall fell fallen
feed fed
feel felt
fight fought
find found
flee fled
fly flew flown
forbid forbade forbidden
forecast
forget forgot forgotten
forgive forgave forgiven
freeze froze frozen
get got gotten
give gave given
go went gone
grind ground
grow grew grown
hang hung
have has had
hear heard
hide hid hidden
hit
hold held
hurt
keep kept
kneel knelt
know knew known
lay laid
lead led
lean leant
learn learnt
leave left
lend lent
lie lay lain
light lit
lose lost
make made
mean meant
meet met
mislead misled
overcome overcame
pay paid
prove proven
quit
ride rode ridden
ring rang rung
rise rose risen
run ran
say said
see saw seen
seek sought
sell sold
send sent
set
sew sewn
shake shook shaken
shine shone
shoot shot
show shown
shrink shrank shrunk
shut
sing sang sung
sink sank sunk
sit sat
sleep slept
slide slid
speak spoke spoken
speed sped
spend spent
spin spun
split
spread
spring sprang sprung
stand stood
steal stole stolen
stick stuck
sting stung
strike struck
swear swore sworn
sweep swept
swim swam swum
swing swung
take took taken
teach taught
tear tore torn
tell told
think thought
throw threw thrown
understand understood
undertake undertook undertaken
wake woke woken
wear wore worn
weave wove woven
weep wept
win won
wind wound
withdraw withdrew withdrawn
write wrote written
child children
person people
man men
woman women
foot feet
tooth teeth
mouse mice
goose geese
analysis analyses
crisis crises
criterion criteria
phenomenon phenomena
thesis theses
diagnosis diagnoses
hypothesis hypotheses
index indices
matrix matrices
vertex vertices
medium media
curriculum curricula
cactus cacti
fungus fungi
nucleus nuclei
stimulus stimuli
syllabus syllabi
alumnus alumni
life lives
leaf leaves
knife knives
wife wives
wolf wolves
half halves
shelf shelves
thief thieves
calf calves`, "\n") {
		f := strings.Fields(line)
		for _, w := range f[1:] {
			// Forms that are also common words of their own stay as they
			// are: "lay", "left", "ground", "saw", "rose", "bound", "wound",
			// "lit", "media", "lives", "fed", "won".
			switch w {
			case "lay", "left", "ground", "saw", "rose", "bound", "wound", "lit", "media", "lives", "fed", "won", "bit", "lead", "met", "sat", "has", "had", "was", "were", "been", "did", "done":
				continue
			}
			m[w] = f[0]
		}
	}
	return m
}()

// relatedGroups are small groups of common English words that name the same
// thing or the same everyday activity in different words (synonyms and near
// synonyms, a few hypernyms). A query word that a tool lacks gets partial
// credit from another word of its group that the tool holds. The groups are
// general-purpose — everyday domains tools serve (shopping, travel, money,
// health, media, work, learning, communication, documents, software) — and
// deliberately small: a word belongs where a reader would swap it without
// changing what is asked. A word whose stem is another word's (training
// and train, rating and rate) or whose common sense in a request is
// another thing (an access token, to play music, to view a record) stays
// out of a group the other sense does not share.
const relatedGroups = `
buy purchase shop shopping order checkout
sell sale seller vendor merchant retailer
store shop marketplace outlet
product item goods merchandise
price cost pricing fee fare rate charge
cheap affordable inexpensive budget discount bargain deal deals coupon coupons voucher promo
car cars vehicle vehicles auto automobile automotive
truck lorry van
bike bicycle cycling
motorcycle motorbike scooter
house home apartment flat condo condominium property residence dwelling
rent rental lease tenant landlord
trip travel journey vacation holiday tour getaway itinerary
hotel motel accommodation lodging hostel inn resort
flight flights airline airfare plane airport
train rail railway railroad subway metro transit
bus buses
taxi cab ride rideshare
map maps directions route navigation navigate
restaurant restaurants dining diner eatery cafe bistro
food meal meals dish dishes cuisine
recipe recipes cooking cook baking bake
drink beverage
wine winery vineyard
beer brewery
coffee espresso cafe
diet nutrition nutritional nutrient calorie calories
fitness exercise workout gym
health healthy wellness wellbeing
doctor physician clinician medical medicine clinic
disease illness disorder sickness
drug medication medicine pharmaceutical prescription
symptom symptoms diagnosis
mental psychological psychology emotional
therapy therapist counseling counselling
sleep insomnia nap
skin skincare complexion dermatology
beauty cosmetic cosmetics makeup
hair haircare hairstyle
fashion clothing clothes apparel outfit garment wear
shoe shoes footwear sneaker sneakers
jewelry jewellery
pet pets dog dogs cat cats puppy kitten
baby infant toddler newborn
child children kid kids
teacher tutor instructor educator
student learner pupil
learn learning study studying education educational
course courses class classes lesson lessons tutorial tutorials lecture
school university college academy campus
exam test quiz
homework assignment
job jobs career careers employment occupation vacancy vacancies
hire hiring recruit recruiting recruitment recruiter
resume cv
salary wage wages income earnings compensation
revenue revenues sales turnover
employee staff worker personnel
employer company business firm enterprise organization organisation corporation
startup startups venture
money cash funds
bank banking banks
loan loans mortgage credit lending borrow
invest investing investment investments portfolio
stock stocks equity equities ticker
crypto cryptocurrency cryptocurrencies bitcoin blockchain coin coins
currency currencies forex exchange euro euros dollar dollars usd eur gbp jpy yen yuan rmb rupee rupees sterling
tax taxes taxation
insurance insurer
budget budgeting expense expenses spending
finance financial fiscal
law legal lawyer attorney legislation statute regulation
contract agreement
court lawsuit litigation
weather forecast climate meteorological
temperature degrees celsius fahrenheit
rain rainfall precipitation
storm hurricane typhoon cyclone
air pollution smog
earthquake seismic quake
news headline headlines journalism article articles
newspaper magazine press
blog blogs blogging post posts
social facebook twitter instagram tiktok linkedin
video videos clip clips footage
movie movies film films cinema
tv television show shows series episode episodes
music song songs album playlist
singer musician artist band
podcast podcasts episode
book books novel novels ebook literature
story stories tale narrative fiction
poem poetry poet verse
game games gaming gamer
puzzle puzzles riddle riddles crossword sudoku
sport sports athletic athletics
football soccer
team teams club
match fixture
player players athlete athletes
score scores standings
photo photos photograph photographs picture pictures image images pic pics
draw drawing sketch illustration illustrate
art artwork painting paintings artist
design designer layout
logo icon
color colour palette
font typeface
chart charts graph graphs diagram visualization visualisation visualize
table spreadsheet sheet excel csv
document documents doc docs file files
pdf document
presentation slides slide deck powerpoint
note notes memo notebook
summary summarize summarise summarization overview recap digest synopsis gist
translate translation translator translating interpreter
language languages linguistic
grammar spelling proofread proofreading
rewrite rephrase paraphrase reword
write writing writer compose draft author
essay paper
email emails mail inbox gmail
message messages chat sms
meeting meetings appointment appointments
schedule scheduling calendar agenda
event events conference concert festival
reminder reminders alarm
task tasks todo chore
habit habits routine
goal goals objective objectives
plan plans planning planner
idea ideas brainstorm brainstorming
question questions ask query inquiry
answer answers reply response
research researching investigate study
review reviews feedback opinion opinions testimonial
recommend recommendation recommendations suggest suggestion suggestions advice advise tip tips
compare comparison versus
website websites site sites webpage webpages page web
internet online web
url link links
domain domains dns
seo ranking keyword keywords
ad ads advert advertising advertisement advertisements campaign
marketing promotion promote
customer customers client clients consumer consumers buyer buyers
user users
code coding program programming developer software
app apps application applications
bug bugs error errors issue issues defect
database databases sql
server servers hosting host
cloud aws azure
security secure cybersecurity vulnerability vulnerabilities threat threats
password passwords credential credentials
hack hacking hacker exploit
privacy private
computer computers pc laptop desktop
phone smartphone mobile iphone android
camera cameras
math mathematics arithmetic calculation calculate calculator compute equation equations formula
number numbers numeric digit digits
random randomly chance dice
statistics statistic stats
population demographic demographics census
city cities town towns
country countries nation nations
location locations place places address area region
neighborhood neighbourhood district
university college
history historical
science scientific
space astronomy cosmos galaxy planet planets star stars nasa
astrology astrological horoscope horoscopes zodiac
tarot fortune divination
religion religious faith spiritual
king kings queen queens monarch monarchs emperor emperors royal ruler rulers dynasty
bible scripture
quote quotes quotation saying
joke jokes humor humour funny meme memes
gift gifts
wedding marriage bride groom
dating romance relationship relationships partner
emotion emotions feeling feelings mood
stress anxiety anxious
happy happiness joy
sad sadness depression depressed
personality trait traits
career profession
volunteer charity donation donate nonprofit
environment environmental sustainability sustainable green
energy electricity
solar renewable
garden gardening plant plants
farm farming agriculture
animal animals wildlife
bird birds
fish fishing
ocean sea marine beach
mountain mountains hiking hike trail trails
camp camping campsite
park parks
museum museums gallery exhibition
book booking bookings reserve reservation reservations
deliver delivery shipping ship shipment parcel package
track tracking
refund refunds
repair fix maintenance
clean cleaning cleaner
furniture sofa chair
kitchen cooking
qr barcode
scan scanning scanner
voice speech spoken audio sound
speak speaking talk talking
read reading reader
listen listening
watch watching
download downloads
upload uploads
share sharing
export exporting
import importing
convert converter
generate generator create creator
edit editing editor modify
delete remove
approve approval accept grant
search find
register registration enroll enrol enrolment subscribe
postpone delay reschedule
reject rejection decline refuse refusal deny denial
automate automation automatic workflow
integrate integration connect connector
`

// related maps a stemmed word to the other stemmed words of its groups
// (relatedGroups and actionGroups),
// and a phrasal verb of phrasalGroups to its plain words and back; the
// plain words of a phrasal verb are not each other's (lookup is search
// and find, but searching is not finding).
var related = func() map[string][]string {
	m := map[string][]string{}
	relate := func(a, b string) {
		if a != b && !slices.Contains(m[a], b) {
			m[a] = append(m[a], b)
		}
	}
	for _, line := range strings.Split(relatedGroups+actionGroups, "\n") {
		group := groupTerms(line)
		for _, a := range group {
			for _, b := range group {
				relate(a, b)
			}
		}
	}
	for _, line := range strings.Split(phrasalGroups, "\n") {
		if group := groupTerms(line); len(group) > 0 {
			for _, b := range group[1:] {
				relate(group[0], b)
				relate(b, group[0])
			}
		}
	}
	return m
}()

// groupTerms are the distinct terms of a line of words.
func groupTerms(line string) []string {
	var group []string
	for _, w := range strings.Fields(line) {
		for _, t := range analyze(w, nil) {
			if !slices.Contains(group, t.text) {
				group = append(group, t.text)
			}
		}
	}
	return group
}
