//! Typed ids: a seat, a detective, a suspect, a twilight card, an event, a location and a
//! district, each its own type rather than a bare integer. Each reads as its `index()`,
//! indexes slices and `Vec`s directly (`table.seats[seat]`, `content.cards[card]`), and is
//! written in saves as it always was: the seat, detective, suspect, card and event ids as a
//! plain number (`seat: 1`), locations and districts as a tuple (`(64)`).

use serde::{Deserialize, Serialize};

/// `index()`, a constructor from an index, every id below a count, and indexing of slices and
/// `Vec`s by the id.
macro_rules! id_impls {
    ($name:ident, $int:ty) => {
        impl $name {
            /// The id as an index into its list.
            pub const fn index(self) -> usize {
                self.0 as usize
            }
            /// The id at `index` in its list.
            pub const fn from_index(index: usize) -> Self {
                $name(index as $int)
            }
            /// The ids of a list of `n`, in order.
            pub fn all(
                n: usize,
            ) -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator + Clone {
                (0..n).map(Self::from_index)
            }
        }

        impl<T> std::ops::Index<$name> for [T] {
            type Output = T;
            fn index(&self, id: $name) -> &T {
                &self[id.index()]
            }
        }

        impl<T> std::ops::IndexMut<$name> for [T] {
            fn index_mut(&mut self, id: $name) -> &mut T {
                &mut self[id.index()]
            }
        }

        impl<T> std::ops::Index<$name> for Vec<T> {
            type Output = T;
            fn index(&self, id: $name) -> &T {
                &self[id.index()]
            }
        }

        impl<T> std::ops::IndexMut<$name> for Vec<T> {
            fn index_mut(&mut self, id: $name) -> &mut T {
                &mut self[id.index()]
            }
        }
    };
}

/// Ids written in saves as their bare number.
macro_rules! ids {
    ($($(#[$doc:meta])* $name:ident($int:ty);)*) => {
        $(
            $(#[$doc])*
            #[derive(
                Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize,
                Deserialize,
            )]
            #[serde(transparent)]
            pub struct $name(pub $int);

            id_impls!($name, $int);
        )*
    };
}

ids! {
    /// A seat at the table, 0-based in turn order.
    SeatId(u8);
    /// A detective: index into [`Content::detectives`](crate::content::ContentData::detectives).
    DetectiveId(u8);
    /// A suspect: index into [`Content::suspects`](crate::content::ContentData::suspects).
    SuspectId(u8);
    /// A twilight card: index into [`Content::cards`](crate::content::ContentData::cards).
    CardId(u16);
    /// An event: index into [`Content::events`](crate::content::ContentData::events).
    EventId(u16);
}

impl SeatId {
    /// The seat `by` places on from this one in turn order, around a table of `seats`.
    pub fn offset(self, by: usize, seats: usize) -> SeatId {
        SeatId::from_index((self.index() + by) % seats)
    }
}

/// Index of a location in [`Map::locations`](crate::content::Map::locations).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct LocId(pub u16);

/// Index of a district in [`Map::districts`](crate::content::Map::districts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DistrictId(pub u8);

id_impls!(LocId, u16);
id_impls!(DistrictId, u8);
