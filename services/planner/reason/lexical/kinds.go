package lexical

import (
	"slices"
	"strings"
)

// kindGroups name everyday things by their kind: each line is a general
// word followed by words for kinds of it (a succulent is a plant, a
// latte a drink, a sedan a car). People ask about the particular
// thing; tools are described by the kind they serve. A query word of a
// kind that no ranked tool holds gets partial credit from the general
// word a tool holds (see kindOf); one a tool holds names that tool's own
// subject, and the general word's tools are no match beside it. Credit
// goes not the other way round: a tool for succulents does not serve
// every plant, and two kinds of one thing are not each other.
// Words with a common second sense or use (a python, an apple, running
// out, a cocktail party) stay out.
const kindGroups = `
plant succulent succulents cactus cacti fern ferns orchid orchids houseplant houseplants bonsai shrub shrubs herb herbs
flower flowers rose roses tulip tulips lily lilies daisy sunflower sunflowers
tree trees oak pine maple
drink drinks smoothie smoothies juice soda lemonade latte cappuccino
food pasta pizza sushi burger burgers sandwich sandwiches salad salads soup soups noodles curry steak dessert desserts snack snacks
fruit fruits banana bananas mango mangoes berries strawberries grapes
vegetable vegetables carrot carrots broccoli spinach potato potatoes tomato tomatoes
car cars sedan sedans suv suvs hatchback convertible minivan coupe
vehicle vehicles car cars truck trucks van vans motorcycle motorcycles bus suv
house houses condo condos condominium condominiums apartment apartments townhouse townhouses bungalow cottage villa mansion duplex loft penthouse
clothing clothes jacket jackets coat coats dress dresses shirt shirts jeans trousers pants skirt sweater hoodie blouse
shoe shoes sneaker sneakers boot boots sandals heels loafers
bag bags backpack backpacks handbag handbags suitcase luggage purse wallet
watch watches wristwatch wristwatches smartwatch smartwatches
computer computers laptop laptops desktop chromebook macbook
phone phones smartphone smartphones iphone android
music song songs jazz blues hiphop rap reggae classical symphony opera
instrument instruments guitar guitars piano pianos violin drums flute saxophone
game games chess checkers poker sudoku crossword tictactoe
exercise workout yoga pilates jogging cardio weightlifting aerobics
illness disease flu influenza diabetes asthma migraine migraines cancer infection allergy allergies arthritis
animal animals dog dogs cat cats horse horses rabbit rabbits hamster parrot
pet pets dog dogs cat cats puppy puppies kitten kittens hamster parrot goldfish
bird birds eagle eagles owl owls parrot parrots sparrow hummingbird
fish salmon tuna trout cod shark sharks
book books novel novels biography memoir cookbook paperback ebook
poem poems sonnet sonnets haiku limerick ballad
movie movies film films documentary documentaries thriller
art painting paintings sculpture sculptures portrait portraits mural watercolor
currency currencies dollar dollars euro euros yen rupee peso
cryptocurrency cryptocurrencies bitcoin ethereum dogecoin litecoin solana cardano
investment investments stock stocks bond bonds etf etfs
accommodation hotel hotels hostel hostels motel resort resorts inn airbnb
transportation transport flight flights train trains bus buses taxi taxis ferry ferries subway shuttle car cars
travel flight flights cruise cruises
cosmetics skincare lipstick mascara perfume perfumes moisturizer moisturizers cleanser cleansers serum serums sunscreen
beauty skincare lipstick mascara perfume perfumes moisturizer cleanser serum sunscreen
trip trips vacation vacations holiday holidays getaway cruise cruises safari honeymoon
weather forecast rain snow storm storms sunshine humidity wind
product products electronics gadget gadgets appliance appliances laptop laptops camera cameras headphones earbuds smartphone smartphones backpack backpacks vacuum shoes sneakers jacket jackets mattress blender furniture cosmetics perfume perfumes
`

// kindOf maps the stemmed word of a kind to the stemmed general words of
// kindGroups.
var kindOf = func() map[string][]string {
	m := map[string][]string{}
	for _, line := range strings.Split(kindGroups, "\n") {
		group := groupTerms(line)
		if len(group) == 0 {
			continue
		}
		for _, b := range group[1:] {
			if !slices.Contains(m[b], group[0]) {
				m[b] = append(m[b], group[0])
			}
		}
	}
	return m
}()
